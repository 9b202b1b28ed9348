/**
 * The create dialog (W15): the search as chips, daily or weekly, and for a guest the email. A guest's
 * email is registered silently by the create call itself (the reply carries the new session, which the
 * app then signs in with: docs/decisions/0012). A failure shows the spec's notice with the reason, and
 * the form keeps what was typed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { JobAlertCreation } from '@sdk/generated/jobseeker/hooks';
import { ModalDialog } from '../../components/modal-dialog';
import { RadioGroupField } from '../../components/radio-group-field';
import { TextField } from '../../components/text-field';
import { useStore } from '../../lib/app-jotai';
import { applySignIn } from '../../lib/session/session-rules';
import { criteriaFromSearch } from './alert-criteria';
import type { JobSearchFilters } from '../../lib/job-search-url/types';
import type { JobAlertConfigLists } from './job-alert-config-lists';
import { CREATE_KEYWORD_MAX, createAlertSchema, FREQUENCIES, type CreateAlertValues } from './alert-form-schema';
import { AlertFailure } from './alert-failure';
import { CriteriaChips } from './criteria-chips';
import { sessionUserOf, useCreateJobAlertMutation } from './job-alerts-queries';

/**
 * The search the alert is made from, as the page held it when the dialog opened (signing in silently
 * changes the query scope under the dialog). What an alert keeps of it is worked out here, so that code
 * loads with the dialog, not with the search page.
 */
export interface OpenedSearch {
  filters: JobSearchFilters;
  lists: JobAlertConfigLists;
}

interface CreateJobAlertDialogProps {
  opened: OpenedSearch;
  guest: boolean;
  onClose: () => void;
  /** Opens the manage modal (offered once the alert exists and someone is signed in). */
  onManage: () => void;
}

export function CreateJobAlertDialog({ opened, guest, onClose, onManage }: CreateJobAlertDialogProps) {
  const search = useMemo(() => criteriaFromSearch(opened.filters, opened.lists), [opened]);
  const { t } = useTranslation(['job-alerts', 'common']);
  const store = useStore();
  const descriptionId = useId();
  const create = useCreateJobAlertMutation();
  const [created, setCreated] = useState<{ reply: JobAlertCreation; signedIn: boolean } | null>(null);
  const searchKeyword = search.criteria.keyword ?? '';
  // A search's words may be longer than an alert keeps: then the seeker shortens them here.
  const keywordTooLong = searchKeyword.length > CREATE_KEYWORD_MAX;
  const form = useForm<CreateAlertValues>({
    resolver: zodResolver(createAlertSchema(t, guest)),
    defaultValues: { frequency: 'daily', email: '', keyword: searchKeyword },
  });
  useEffect(() => {
    if (keywordTooLong) void form.trigger('keyword');
  }, [form, keywordTooLong]);
  const frequencyOptions = FREQUENCIES.map((value) => ({ value, label: t(`frequency.${value}`) }));

  const submit = (values: CreateAlertValues) => {
    const email = guest ? values.email.trim() : undefined;
    create.mutate(
      { data: { ...search.criteria, ...(keywordTooLong ? { keyword: values.keyword || null } : {}), frequency: values.frequency, ...(email ? { email } : {}) } },
      {
        onSuccess: async (reply) => {
          let signedIn = !guest;
          if (reply.session) {
            // The account exists and the alert too; a failed user lookup only leaves the visitor a guest.
            const user = await sessionUserOf(reply.session.sessionid).catch(() => null);
            if (user) {
              applySignIn(store, reply.session.sessionid, user);
              signedIn = true;
            }
          }
          setCreated({ reply, signedIn });
        },
      },
    );
  };

  if (created) {
    const { job_alert: alert, is_new_account: newAccount } = created.reply;
    return (
      <ModalDialog
        key="created"
        title={t('create.doneTitle')}
        onClose={onClose}
        descriptionId={descriptionId}
        footer={
          <>
            {created.signedIn ? (
              <button type="button" className="button button--secondary" onClick={onManage}>
                {t('manage.open')}
              </button>
            ) : null}
            <button type="button" className="button" onClick={onClose}>
              {t('common:actions.close')}
            </button>
          </>
        }
      >
        <div id={descriptionId} role="status">
          <p>{t(`create.done.${alert.frequency}`, { email: alert.email })}</p>
          {newAccount ? <p>{t(created.signedIn ? 'create.newAccountSignedIn' : 'create.newAccount', { email: alert.email })}</p> : null}
        </div>
        <CriteriaChips criteria={alert} />
      </ModalDialog>
    );
  }

  const { errors } = form.formState;
  return (
    <ModalDialog title={t('create.title')} onClose={onClose} busy={create.isPending} descriptionId={descriptionId}>
      <form className="job-alerts__form" noValidate onSubmit={form.handleSubmit(submit)}>
        <p id={descriptionId} className="job-alerts__intro">
          {t('create.intro')}
        </p>
        <CriteriaChips criteria={keywordTooLong ? { ...search.criteria, keyword: null } : search.criteria} />
        {search.partial ? <p className="job-alerts__note">{t('create.partial')}</p> : null}
        {keywordTooLong ? <TextField id="job-alert-keyword" label={t('fields.keyword')} dir="auto" {...form.register('keyword')} error={errors.keyword?.message} /> : null}
        <RadioGroupField legend={t('fields.frequency')} options={frequencyOptions} register={form.register('frequency')} />
        {guest ? (
          <TextField
            id="job-alert-email"
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            hint={t('create.emailHint')}
            {...form.register('email')}
            error={errors.email?.message}
          />
        ) : null}
        <AlertFailure error={create.error} notice={t('errors:jobAlert.enableFailed')} />
        <div className="job-alerts__actions">
          <button type="button" className="button button--secondary" onClick={onClose} disabled={create.isPending}>
            {t('common:actions.cancel')}
          </button>
          <button type="submit" className="button" disabled={create.isPending}>
            {create.isPending ? t('create.working') : t('create.submit')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
