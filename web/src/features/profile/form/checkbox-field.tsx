/** A checkbox with its label beside it; spread `register(...)` onto it. */
import { forwardRef, type InputHTMLAttributes } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
}

export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField({ label, className, ...input }, ref) {
  return (
    <label className={className ? `profile-checkbox ${className}` : 'profile-checkbox'}>
      <input ref={ref} type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  );
});

/** `register(name)` for a checkbox, checked from the start when its value is (see registerSelect). */
export function registerCheckbox<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'register' | 'getValues'>, name: Path<T>) {
  return { ...form.register(name), defaultChecked: Boolean(form.getValues(name)) };
}
