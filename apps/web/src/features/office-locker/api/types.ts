import type { TripEntryInput } from '@buchbar/contracts/fleet';
import type {
  LockerReturned as LockerReturnedSchema,
  LockerStepView as LockerStepViewSchema,
  LockerTerminalSelf as LockerTerminalSelfSchema,
} from '@buchbar/contracts/office-locker';
import type { z } from 'zod';

export type LockerStepView = z.infer<typeof LockerStepViewSchema>;
export type LockerReturnForm = NonNullable<LockerStepView['form']>;
export type LockerReturned = z.infer<typeof LockerReturnedSchema>;
export type LockerTerminalSelf = z.infer<typeof LockerTerminalSelfSchema>;
export type TripEntryInputShape = z.infer<typeof TripEntryInput>;
