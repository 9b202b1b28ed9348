/** One choice among reasons (report, not suitable): a radio group with its legend and its error. */
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface ReasonOptionView {
  value: string;
  label: string;
  description?: string;
}

interface ReasonFieldsetProps {
  legend: string;
  options: readonly ReasonOptionView[];
  registration: UseFormRegisterReturn;
  error?: string;
}

export function ReasonFieldset({ legend, options, registration, error }: ReasonFieldsetProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="job-actions__reasons" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <legend className="job-actions__legend">{legend}</legend>
      {options.map((option) => {
        const inputId = `${id}-${option.value}`;
        const descriptionId = option.description ? `${inputId}-description` : undefined;
        return (
          <div key={option.value} className="job-actions__reason">
            <input type="radio" id={inputId} value={option.value} aria-describedby={descriptionId} {...registration} />
            <label htmlFor={inputId} dir="auto">
              {option.label}
            </label>
            {option.description ? (
              <p id={descriptionId} className="job-actions__reason-description" dir="auto">
                {option.description}
              </p>
            ) : null}
          </div>
        );
      })}
      {error ? (
        <p id={errorId} className="text-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
