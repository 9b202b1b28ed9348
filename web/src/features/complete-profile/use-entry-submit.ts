/**
 * Saving a work experience or an education: the call, then the form closes; a failure keeps what was
 * typed, puts the server's field messages under their fields and says anything else above the buttons.
 */
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../lib/describe-error';
import { serverFieldErrors, showServerFieldErrors } from '../../lib/server-field-errors';

export function useEntrySubmit<T extends FieldValues>(
  form: UseFormReturn<T>,
  fieldMap: Partial<Record<string, Path<T>>>,
  save: (values: T) => Promise<unknown>,
  onSaved: () => void,
) {
  const { t } = useTranslation('complete-profile');
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save(values);
    } catch (error) {
      const unplaced = showServerFieldErrors(error, form.setError, fieldMap);
      if (Object.keys(serverFieldErrors(error)).length === 0 || unplaced.length > 0) setFailure(describeError(error, t));
      return;
    }
    onSaved();
  });
  return { submit, failure };
}
