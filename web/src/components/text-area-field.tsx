/**
 * A labelled multi-line input, the textarea twin of TextField: hint and error tied to it
 * (aria-invalid, aria-describedby). Spread react-hook-form's `register(...)` onto it.
 */
import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { FieldNotes, useFieldIds } from './field-notes';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: string;
  /** Keep the label for screen readers only (a composer whose placeholder and button say enough). */
  hideLabel?: boolean;
}

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, hideLabel = false, id, className, ...textarea },
  ref,
) {
  const { inputId, hintId, errorId, describedBy } = useFieldIds({ id, hint, error, extra: textarea['aria-describedby'] });
  return (
    <div className="form-field text-field">
      <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : 'text-field__label'}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={inputId}
        className={className ? `input text-field__input ${className}` : 'input text-field__input'}
        aria-invalid={error ? true : undefined}
        {...textarea}
        aria-describedby={describedBy}
      />
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
});
