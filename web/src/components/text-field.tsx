/**
 * A labelled input whose hint and error are announced and tied to it (aria-invalid, aria-describedby).
 * Spread react-hook-form's `register(...)` onto it: the ref is forwarded.
 */
import { forwardRef, type InputHTMLAttributes } from 'react';
import { FieldNotes, useFieldIds } from './field-notes';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, hint, id, className, ...input }, ref) {
  const { inputId, hintId, errorId, describedBy } = useFieldIds({ id, hint, error });
  return (
    <div className="form-field text-field">
      <label htmlFor={inputId} className="text-field__label">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        className={className ? `input text-field__input ${className}` : 'input text-field__input'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
});
