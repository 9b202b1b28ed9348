/**
 * A labelled multi-line input, TextField's twin: hint and error tied to it (aria-invalid,
 * aria-describedby). Spread react-hook-form's `register(...)` onto it: the ref is forwarded.
 */
import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';
import './text-area-field.css';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: string;
}

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, id, className, rows = 3, ...textarea },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field text-field">
      <label htmlFor={inputId} className="text-field__label" dir="auto">
        {label}
      </label>
      <textarea
        ref={ref}
        id={inputId}
        rows={rows}
        className={className ? `input text-field__input text-area-field ${className}` : 'input text-field__input text-area-field'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...textarea}
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
