/**
 * A labelled group of radio buttons (a fieldset with its legend), with the group's hint and error tied
 * to it. `register` is react-hook-form's `register(name)`: each radio gets it, so the arrow keys move
 * between them as usual.
 */
import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldNotes, useFieldIds } from './field-notes';
import type { SelectOption } from './select-field';
import './radio-group-field.css';

interface RadioGroupFieldProps {
  legend: string;
  options: readonly SelectOption[];
  register: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  /** Shown after the choices (a field that belongs to one of them). */
  children?: ReactNode;
}

export function RadioGroupField({ legend, options, register, error, hint, children }: RadioGroupFieldProps) {
  const groupId = useId();
  const { hintId, errorId, describedBy } = useFieldIds({ id: groupId, hint, error });
  return (
    <fieldset className="form-field radio-group-field" aria-describedby={describedBy}>
      <legend className="text-field__label">{legend}</legend>
      <div className="radio-group-field__options">
        {options.map((option) => (
          <label key={option.value} className="radio-group-field__option">
            <input type="radio" value={option.value} {...register} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
      {children}
    </fieldset>
  );
}
