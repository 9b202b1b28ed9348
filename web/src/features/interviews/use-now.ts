import { useEffect, useState } from 'react';

/** The current time, renewed every `periodMs`, so a window that opens or closes while the dialog is open shows it. */
export function useNow(periodMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), periodMs);
    return () => clearInterval(timer);
  }, [periodMs]);
  return now;
}
