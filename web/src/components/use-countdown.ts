import { useCallback, useEffect, useState } from 'react';

export interface Countdown {
  /** Whole seconds left, rounded up; 0 once the countdown has ended (or never started). */
  secondsLeft: number;
  /** Starts over from `seconds` (0 or less stops it). */
  start: (seconds: number) => void;
}

/**
 * The one seconds countdown of the app: a resend-code wait, a 40006 `retry_after`. It counts against the
 * clock (not by decrementing), so a throttled background tab still shows the right figure when it wakes.
 */
export function useCountdown(initialSeconds = 0): Countdown {
  const [endsAt, setEndsAt] = useState(() => deadlineIn(initialSeconds));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt <= Date.now()) return undefined;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + Math.max(0, seconds) * 1000);
  }, []);
  return { secondsLeft: Math.max(0, Math.ceil((endsAt - now) / 1000)), start };
}

function deadlineIn(seconds: number): number {
  return Date.now() + Math.max(0, seconds) * 1000;
}
