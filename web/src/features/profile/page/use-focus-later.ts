/** Focus an element once the next render has put it back (the button that opened a form which just closed). */
import { useEffect, useState } from 'react';

export function useFocusLater(): (id: string) => void {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!target) return;
    document.getElementById(target)?.focus();
    setTarget(null);
  }, [target]);
  return setTarget;
}
