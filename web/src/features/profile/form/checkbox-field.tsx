/** A checkbox with its label beside it; spread `register(...)` onto it. */
import { forwardRef, type InputHTMLAttributes } from 'react';

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
