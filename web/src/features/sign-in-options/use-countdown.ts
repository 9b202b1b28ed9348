import { useEffect, useState } from 'react';

/** Seconds left from `seconds`, restarting whenever `startedAt` changes (e.g. each time a code is sent). */
export function useCountdown(seconds: number, startedAt: number): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const end = startedAt + seconds * 1000;
    const tick = () => setLeft(Math.max(0, Math.ceil((end - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [seconds, startedAt]);
  return left;
}
