/**
 * A labelled multi-line input, the textarea twin of TextField: hint and error tied to it
 * (aria-invalid, aria-describedby). Spread react-hook-form's `register(...)` onto it.
 */
import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';

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
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId, textarea['aria-describedby']].filter(Boolean).join(' ') || undefined;
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
    </div>
  );
});
