/** The form that adds or edits one common phrase or greeting: required, up to its maximum length. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextAreaField } from '../../components/text-area-field';
import { requiredText } from '../../lib/form-rules';

interface TextItemFormProps {
  label: string;
  submitLabel: string;
  maxLength: number;
  initial?: string;
  pending: boolean;
  /** Resolves true when saved: the form empties (a new item) or closes (an edit); on false it keeps the text. */
  onSubmit: (text: string) => Promise<boolean>;
  onCancel?: () => void;
}

export function TextItemForm({ label, submitLabel, maxLength, initial = '', pending, onSubmit, onCancel }: TextItemFormProps) {
  const { t } = useTranslation('chat');
  const schema = z.object({ text: requiredText(t, maxLength) });
  const { register, handleSubmit, formState, reset } = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { text: initial } });
  const submit = handleSubmit(async ({ text }) => {
    if (await onSubmit(text)) reset({ text: '' });
  });
  return (
    <form className="chat-form chat-item-form" onSubmit={(event) => void submit(event)} noValidate>
      <TextAreaField label={label} rows={2} maxLength={maxLength} hint={t('items.limit', { max: maxLength })} error={formState.errors.text?.message} {...register('text')} />
      <div className="chat-item-form__actions">
        <button type="submit" className="button" disabled={pending}>
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="button button--secondary" onClick={onCancel} disabled={pending}>
            {t('dialog.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
