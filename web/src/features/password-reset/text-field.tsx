/** A labelled input whose error is announced and tied to it (aria-invalid, aria-describedby). */
import { forwardRef, useId, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, hint, id, ...input }, ref) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field password-reset__field">
      <label htmlFor={inputId} className="password-reset__label">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        className={error ? 'input password-reset__input password-reset__input--invalid' : 'input password-reset__input'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="password-reset__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="password-reset__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
});
