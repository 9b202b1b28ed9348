/**
 * A labelled multi-line input, TextField's twin: hint and error tied to it (aria-invalid,
 * aria-describedby). Spread react-hook-form's `register(...)` onto it: the ref is forwarded.
 */
import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { FieldNotes, useFieldIds } from './field-notes';
import './text-area-field.css';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: string;
  /** Keep the label for screen readers only (a composer whose placeholder and button say enough). */
  hideLabel?: boolean;
}

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, hideLabel = false, id, className, rows = 3, ...textarea },
  ref,
) {
  const { inputId, hintId, errorId, describedBy } = useFieldIds({ id, hint, error, extra: textarea['aria-describedby'] });
  return (
    <div className="form-field text-field">
      <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : 'text-field__label'} dir="auto">
        {label}
      </label>
      <textarea
        ref={ref}
        id={inputId}
        rows={rows}
        className={className ? `input text-field__input text-area-field ${className}` : 'input text-field__input text-area-field'}
        aria-invalid={error ? true : undefined}
        {...textarea}
        aria-describedby={describedBy}
      />
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
});
