/**
 * A field's hint and error under it, with the ids its control names in aria-describedby
 * (TextField, TextAreaField). The error is announced when it appears.
 */
import { useId } from 'react';

/** The ids of a field's control, hint and error, and the aria-describedby that ties them (plus any extra ids). */
export function useFieldIds({ id, hint, error, extra }: { id?: string; hint?: string; error?: string; extra?: string }) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId, extra].filter(Boolean).join(' ') || undefined;
  return { inputId, hintId, errorId, describedBy };
}

export function FieldNotes({ hint, hintId, error, errorId }: { hint?: string; hintId?: string; error?: string; errorId?: string }) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="text-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
