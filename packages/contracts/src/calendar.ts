import { z } from 'zod';

/** A calendar feed (ADR 0012) as its owner sees it: only whether it exists; the URL is shown once. */
export const CalendarFeedStatus = z
  .object({
    active: z.boolean(),
    createdAt: z.iso.datetime({ offset: true }).nullable(),
    lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'CalendarFeedStatus' });

/** The answer to generating (or regenerating) a feed: the secret URL, shown this once. */
export const CalendarFeedCreated = z
  .object({
    url: z.url().meta({ example: 'https://buchbar.example/api/v1/calendar/3q2x7Kd9Wm4LpRt8.ics' }),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'CalendarFeedCreated' });

/** `{token}.ics`: checked loosely here; anything that is not a live token is 404. */
export const CalendarFeedParams = z.object({ file: z.string().max(200) });

export const VehicleFeedParams = z.object({ id: z.uuid() });
