/** A labelled select with its hint and error tied to it, TextField's twin; spread `register(...)` onto it. */
import { forwardRef, type SelectHTMLAttributes } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FieldNotes, useFieldIds } from '../../../components/field-notes';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly SelectOption[];
  /** The empty first choice ("Select…"); without it the first option is preselected. */
  placeholder?: string;
  error?: string;
  hint?: string;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField({ label, options, placeholder, error, hint, id, className, ...select }, ref) {
  const { inputId, hintId, errorId, describedBy } = useFieldIds({ id, hint, error });
  return (
    <div className="form-field text-field">
      <label htmlFor={inputId} className="text-field__label">
        {label}
      </label>
      <select
        ref={ref}
        id={inputId}
        className={className ? `select text-field__input ${className}` : 'select text-field__input'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
});

/**
 * `register(name)` for a select, with the value it starts from: react-hook-form sets an uncontrolled
 * select's value after mount, which not every DOM honours, so the select also carries it as its default.
 */
export function registerSelect<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'register' | 'getValues'>, name: Path<T>) {
  return { ...form.register(name), defaultValue: form.getValues(name) as string };
}
