/**
 * What every form of the page shares: it reports unsaved edits to the page, takes focus when it opens,
 * and saves through one runner that keeps what was typed on any error and puts the server's field
 * errors on the fields.
 */
import { useCallback, useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useReportDirty } from '../page/editing-context';
import { showServerErrors } from './server-errors';

export interface SaveOptions<T extends FieldValues> {
  /** Codes that belong to one field (41289 on the skill, 41173 on the phone number). */
  codeFields?: Partial<Record<number, Path<T>>>;
  /** Edits the form's fields do not hold (a chosen file). */
  extraDirty?: boolean;
}

/** A failure the form has already shown where it belongs (an upload's error on the file field). */
export class ShownError extends Error {
  constructor(cause: unknown) {
    super('Shown on the form', { cause });
  }
}

export function useSaveForm<T extends FieldValues>(form: UseFormReturn<T>, formKey: string, firstField: Path<T>, options: SaveOptions<T> = {}) {
  const { t } = useTranslation('profile');
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useReportDirty(formKey, form.formState.isDirty || Boolean(options.extraDirty));
  const { setFocus, setError } = form;

  useEffect(() => {
    setFocus(firstField);
    // Only when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { codeFields } = options;
  const save = useCallback(
    async (action: () => Promise<unknown>, onSaved: () => void) => {
      setFormError(null);
      setSaving(true);
      try {
        await action();
        setSaving(false);
        onSaved();
      } catch (error) {
        setSaving(false);
        if (error instanceof ShownError) return;
        const fields = Object.keys(form.formState.defaultValues ?? {}) as Path<T>[];
        setFormError(showServerErrors(error, t, setError, fields, codeFields));
      }
    },
    [form.formState.defaultValues, setError, t, codeFields],
  );
  return { formError, saving, save };
}
