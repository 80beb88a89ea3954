import { useEffect, useRef, useState } from 'react';
import { logger } from './logger';
import { reconnectDelay } from './reconnect-backoff';
import { useOnline } from './use-online';

/** `offline`: the browser has no network; no stream is tried until it is back. */
export type LiveStatus = 'connecting' | 'open' | 'reconnecting' | 'offline';

const EVENTS_URL = '/api/v1/events';

/**
 * Subscribes to Server-Sent Events types of `/api/v1/events` (same origin, session cookie).
 * A dropped stream is closed and reopened after 1, 2, 5, 10, 10 … s (spec 9), instead of the
 * browser's fixed retry, and the caller gets a status for a small indicator. `onEvent` may change
 * between renders without reconnecting. Without network (`navigator.onLine` false) the status is
 * `offline` and no stream is opened; when the network returns, the stream opens at once and the
 * caller refetches what it missed.
 */
export function useLiveEvents(
  eventTypes: string | readonly string[],
  onEvent: (data: unknown) => void,
): LiveStatus {
  // One stream for all the types; a stable key so a new array each render does not reconnect.
  const eventType = typeof eventTypes === 'string' ? eventTypes : eventTypes.join(' ');
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const online = useOnline();
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const wasOffline = useRef(false);

  useEffect(() => {
    if (!online) return;
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After an offline spell the first open counts as a reconnect: the caller catches up.
    let attempt = wasOffline.current ? 1 : 0;
    wasOffline.current = false;
    let stopped = false;

    const listener = (event: MessageEvent<string>) => {
      logger.debug(`live: ${eventType}`, event.data);
      try {
        handler.current(JSON.parse(event.data) as unknown);
      } catch {
        handler.current(undefined);
      }
    };

    const connect = () => {
      source = new EventSource(EVENTS_URL, { withCredentials: true });
      for (const type of eventType.split(' ')) source.addEventListener(type, listener);
      source.onopen = () => {
        logger.debug(`live: stream open (${eventType}, attempt ${attempt})`);
        // Events missed while the stream was down are caught up by the caller's refetch.
        if (attempt > 0) handler.current(undefined);
        attempt = 0;
        setStatus('open');
      };
      source.onerror = () => {
        source?.close();
        if (stopped) return;
        setStatus('reconnecting');
        const delay = reconnectDelay(attempt);
        logger.debug(`live: stream error (${eventType}), reconnecting in ${delay} ms`);
        timer = setTimeout(connect, delay);
        attempt += 1;
      };
    };

    setStatus(attempt > 0 ? 'reconnecting' : 'connecting');
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [eventType, online]);
  useEffect(() => {
    if (!online) wasOffline.current = true;
  }, [online]);

  return online ? status : 'offline';
}
