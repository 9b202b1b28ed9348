/**
 * The site's one file picker (issue 24): a visible label, a "Choose a file" button and the chosen file's
 * name ("No file chosen" before), all in the page's language, where the browser would show its own
 * unstyled control in its own language. The native input stays: visually hidden but focusable (Tab
 * reaches it, Enter or Space opens the file dialog, its focus shows on the button), so it works with
 * the keyboard, screen readers and react-hook-form as any input does.
 *
 * Its name is the label and what is chosen; its description the hint, then the error (aria-invalid),
 * as TextField's. Spread `register(...)` onto it (the ref is forwarded, onChange and name pass on), or
 * take the files with `onFiles`. An owner that keeps the chosen file itself passes `files` (controlled:
 * a refused file is then not shown as chosen). `clearAfterChoice` empties the input at once, so choosing
 * the same file again (after a refusal or a failed upload) still counts as a change; the name shown stays.
 */
import { forwardRef, Fragment, useCallback, useEffect, useRef, useState, type ChangeEvent, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldNotes, useFieldIds } from './field-notes';
import './file-choice-field.css';

export interface FileChoiceFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'defaultValue' | 'children'> {
  label: string;
  /** Accepted types and size, read as the input's description. */
  hint?: string;
  /** The field's error, under it and in its description. */
  error?: string;
  /** The files the owner holds, shown as chosen (controlled); without it, what was last chosen in the input. */
  files?: readonly File[];
  /** Told of each choice (an empty list when the choice was emptied). */
  onFiles?: (files: File[]) => void;
  /** Empties the input after each choice, so that the same file chosen again is a change again. */
  clearAfterChoice?: boolean;
}

export const FileChoiceField = forwardRef<HTMLInputElement, FileChoiceFieldProps>(function FileChoiceField(
  { label, hint, error, files, onFiles, clearAfterChoice = false, id, className, multiple, onChange, ...input },
  ref,
) {
  const { t } = useTranslation('common');
  const { inputId, hintId, errorId, describedBy } = useFieldIds({ id, hint, error });
  const labelId = `${inputId}-label`;
  const chosenId = `${inputId}-chosen`;
  const [picked, setPicked] = useState<readonly string[]>([]);
  const names = files ? files.map((file) => file.name) : picked;
  const element = useRef<HTMLInputElement | null>(null);
  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      element.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  // A form's reset (react-hook-form's reset() uses it) empties the input without a change event.
  useEffect(() => {
    const form = element.current?.form;
    if (!form) return;
    const forget = () => setPicked([]);
    form.addEventListener('reset', forget);
    return () => form.removeEventListener('reset', forget);
  }, []);

  function change(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    setPicked(chosen.map((file) => file.name));
    onChange?.(event);
    onFiles?.(chosen);
    if (clearAfterChoice) event.target.value = '';
  }

  return (
    <div className={className ? `form-field file-choice-field ${className}` : 'form-field file-choice-field'}>
      <label id={labelId} htmlFor={inputId} className="text-field__label">
        {label}
      </label>
      <div className="file-choice-field__control">
        <input
          ref={setRefs}
          id={inputId}
          type="file"
          className="visually-hidden file-choice-field__input"
          multiple={multiple}
          aria-labelledby={`${labelId} ${chosenId}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={change}
          {...input}
        />
        {/*
          A second label of the input, for the pointer: clicking it opens the file dialog, as the native
          button would. Hidden from assistive technology, which has the input itself, named by the first.
        */}
        <label htmlFor={inputId} className="button button--secondary file-choice-field__button" aria-hidden="true">
          {t(multiple ? 'fileChoice.chooseMany' : 'fileChoice.choose')}
        </label>
        <span id={chosenId} className="file-choice-field__chosen">
          {names.length > 0 ? <FileNames names={names} /> : t(multiple ? 'fileChoice.noneMany' : 'fileChoice.none')}
        </span>
      </div>
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
});

/** The names as a list in the page's language ("a.png, b.png"; Arabic "a.png، b.png"), each isolated for direction. */
function FileNames({ names }: { names: readonly string[] }) {
  const { i18n } = useTranslation('common');
  const parts = listParts(i18n.resolvedLanguage ?? i18n.language, names);
  return (
    <>
      {parts.map((part, index) => (part.type === 'element' ? <bdi key={index}>{part.value}</bdi> : <Fragment key={index}>{part.value}</Fragment>))}
    </>
  );
}

function listParts(language: string, names: readonly string[]): { type: 'element' | 'literal'; value: string }[] {
  try {
    return new Intl.ListFormat(language, { style: 'short', type: 'unit' }).formatToParts(names);
  } catch {
    return names.flatMap((name, index) => (index === 0 ? [{ type: 'element' as const, value: name }] : [{ type: 'literal' as const, value: ', ' }, { type: 'element' as const, value: name }]));
  }
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}
