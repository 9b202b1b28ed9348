import { useEffect, useState } from 'react';

/** Seconds left before a retry makes sense (40006's retry_after), counting down once a second. */
export function useRetryCountdown(retryAfter: number | undefined): number {
  const [left, setLeft] = useState(retryAfter ?? 0);
  useEffect(() => {
    setLeft(retryAfter ?? 0);
    if (!retryAfter) return undefined;
    const timer = setInterval(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => clearInterval(timer);
  }, [retryAfter]);
  return left;
}
