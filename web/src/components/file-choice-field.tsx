/**
 * A labelled file input with its hint, handing over the one file chosen. The input is cleared at once, so
 * choosing the same file again (after a refusal or a failed upload) still counts as a change.
 */
import { useId } from 'react';

interface FileChoiceFieldProps {
  label: string;
  hint: string;
  accept: string;
  disabled?: boolean;
  onFile: (file: File) => void;
  labelClassName: string;
  inputClassName?: string;
  hintClassName: string;
}

export function FileChoiceField({ label, hint, accept, disabled, onFile, labelClassName, inputClassName, hintClassName }: FileChoiceFieldProps) {
  const inputId = useId();
  const hintId = useId();
  return (
    <>
      <label htmlFor={inputId} className={labelClassName}>
        {label}
      </label>
      <input
        id={inputId}
        type="file"
        className={inputClassName}
        accept={accept}
        aria-describedby={hintId}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <p id={hintId} className={hintClassName}>
        {hint}
      </p>
    </>
  );
}
