import { useEffect, useState } from 'react';

/**
 * Seconds left until the terminal returns to its start (ADR 0009 gap 7: 60 s without input).
 * Any key, touch or click starts the count again; `onIdle` runs once when it reaches zero.
 */
export function useIdleCountdown(active: boolean, seconds: number, onIdle: () => void): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (!active) return;
    let deadline = Date.now() + seconds * 1000;
    setLeft(seconds);
    const reset = () => {
      deadline = Date.now() + seconds * 1000;
      setLeft(seconds);
    };
    const events = ['pointerdown', 'keydown', 'input'] as const;
    for (const e of events) window.addEventListener(e, reset, true);
    const timer = window.setInterval(() => {
      const rest = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(rest);
      if (rest === 0) {
        window.clearInterval(timer);
        onIdle();
      }
    }, 250);
    return () => {
      window.clearInterval(timer);
      for (const e of events) window.removeEventListener(e, reset, true);
    };
  }, [active, seconds, onIdle]);
  return left;
}
