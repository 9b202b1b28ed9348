/**
 * A field React controls (a text box, a select) keeps what was typed or chosen in the server's HTML
 * before React took the page over. Hydration leaves the field's text as it is, but React's state still holds the server's value,
 * and the field's next render (focus opening suggestions, typing in the form) would put that back: on
 * mount the state takes the field's value instead. A field React created itself holds its state's
 * value already, so nothing happens then.
 */
import { useLayoutEffect, type RefObject } from 'react';

export function useTypedBeforeHydration(field: RefObject<HTMLInputElement | HTMLSelectElement | null>, value: string, onChange: (value: string) => void): void {
  useLayoutEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
    // Once, on mount: what the field held before React took it over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
