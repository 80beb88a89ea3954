import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs` (clock display, the day change at midnight, and
 * buttons that appear or vanish with a time window such as check-in).
 */
export function useNow(intervalMs = 10_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
