/**
 * A labelled select, TextField's twin: hint and error tied to it (aria-invalid, aria-describedby).
 * Spread react-hook-form's `register(...)` onto it: the ref is forwarded. `placeholder` adds a first,
 * empty choice ("Select…"), so a required choice is never made for the user.
 * Spread `registerSelect(form, name)` rather than `register(name)`: it also gives React the value to
 * select, which a select rendered later (a field that shows for one choice only) needs.
 */
import { forwardRef, type SelectHTMLAttributes } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FieldNotes, useFieldIds } from './field-notes';

export interface SelectOption {
  value: string;
  label: string;
}

/** Options under a heading (`<optgroup>`): the regions of a location list. */
export interface SelectOptionGroup {
  label: string;
  options: readonly SelectOption[];
}

const isGroup = (item: SelectOption | SelectOptionGroup): item is SelectOptionGroup => 'options' in item;

function renderOption(option: SelectOption) {
  return (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  );
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly (SelectOption | SelectOptionGroup)[];
  placeholder?: string;
  error?: string;
  hint?: string;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, placeholder, error, hint, id, className, ...select },
  ref,
) {
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
        {options.map((item) =>
          isGroup(item) ? (
            <optgroup key={`group-${item.label}`} label={item.label}>
              {item.options.map(renderOption)}
            </optgroup>
          ) : (
            renderOption(item)
          ),
        )}
      </select>
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
});

/**
 * `form.register(name)` for a select, with the field's current value as React's `defaultValue`:
 * react-hook-form sets an uncontrolled select's value after mount, which not every DOM honours.
 */
export function registerSelect<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'register' | 'getValues'>, name: Path<T>) {
  return { ...form.register(name), defaultValue: String(form.getValues(name) ?? '') };
}
