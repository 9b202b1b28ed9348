/**
 * Step 1/4: the basic info and a job preference. Saving updates the profile (and the user cookie's
 * names), then creates the preference or updates the first one, and moves on to `10` (or `1101` from a
 * resume flow). A failure keeps everything typed: the server's field messages go under their fields,
 * anything else above the button.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OnlineProfile } from '@sdk/generated/jobseeker/hooks';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { useAtomValue, useStore } from '../../lib/app-jotai';
import { configListsQuery } from '../../lib/config-lists-queries';
import { getCountry } from '../../lib/countries';
import { describeError } from '../../lib/describe-error';
import { useQueryScope } from '../../lib/query-scope';
import { inResumeFlow } from '../../lib/resume-flow';
import { serverFieldErrors, showServerFieldErrors } from '../../lib/server-field-errors';
import { updateSessionUser } from '../../lib/session/session-rules';
import { countryAtom } from '../../lib/session-atoms';
import { AboutYouFields } from './about-you-fields';
import { BASIC_INFO_FIELDS, basicInfoDefaults, basicInfoSchema, toRequests, type BasicInfoValues } from './basic-info-schema';
import { myProfileQuery, useBasicInfoMutations, useRefreshProfile } from './complete-profile-queries';
import { AFTER_STEP_ONE, RESUME_FLOW_TARGET } from './complete-profile-steps';
import { FormFailure } from './form-failure';
import { PreferenceFields } from './preference-fields';
import { BASIC_INFO_CONFIG_LISTS, siteCurrencyId, type BasicInfoConfigLists } from './profile-options';
import { useStepLinks } from './use-step-links';

function BasicInfoForm({ profile, lists }: { profile: OnlineProfile; lists: BasicInfoConfigLists }) {
  const { t } = useTranslation(['complete-profile', 'common']);
  const store = useStore();
  const navigate = useNavigate();
  const { stepPath } = useStepLinks();
  const country = getCountry(useAtomValue(countryAtom));
  const saved = profile.job_preferences[0];
  const schema = useMemo(() => basicInfoSchema(t), [t]);
  const form = useForm<BasicInfoValues>({
    resolver: zodResolver(schema),
    defaultValues: basicInfoDefaults(profile.basic_info, saved, lists, { currencyId: siteCurrencyId(lists, country.currency) }),
  });
  const { updateProfile, createPreference, updatePreference } = useBasicInfoMutations();
  const refresh = useRefreshProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const pending = form.formState.isSubmitting;

  const submit = async (values: BasicInfoValues) => {
    setFailure(null);
    const requests = toRequests(values, saved);
    try {
      const info = await updateProfile.mutateAsync({ data: requests.profile });
      updateSessionUser(store, { first_name: info.first_name, last_name: info.last_name, notice_period_id: info.notice_period_id });
      if (saved) await updatePreference.mutateAsync({ id: saved.id, data: requests.preference });
      else await createPreference.mutateAsync({ data: requests.preference });
    } catch (error) {
      const unplaced = showServerFieldErrors(error, form.setError, BASIC_INFO_FIELDS);
      if (Object.keys(serverFieldErrors(error)).length === 0 || unplaced.length > 0) setFailure(describeError(error, t));
      // Whatever was saved before the failure is read again, so a retry updates rather than adds.
      await refresh();
      return;
    }
    // Read again before leaving, so coming back to this step finds the preference to update.
    await refresh();
    void navigate(stepPath(inResumeFlow() ? RESUME_FLOW_TARGET : AFTER_STEP_ONE));
  };

  return (
    <form className="complete-profile__form" noValidate onSubmit={form.handleSubmit(submit)} aria-busy={pending || undefined}>
      <AboutYouFields form={form} lists={lists} />
      <PreferenceFields form={form} lists={lists} savedTimezone={saved?.timezone} />
      <FormFailure message={failure} />
      <div className="complete-profile__actions">
        <button type="submit" className="button" disabled={pending}>
          {pending ? t('actions.saving') : t('actions.saveAndContinue')}
        </button>
      </div>
    </form>
  );
}

export function BasicInfoStep() {
  const { t } = useTranslation('complete-profile');
  const scope = useQueryScope();
  const profile = useQuery(myProfileQuery(scope));
  const lists = useQuery(configListsQuery(scope, BASIC_INFO_CONFIG_LISTS));
  // Once the form shows, a failed re-read never replaces it (what was typed stays).
  if (profile.data && lists.data) return <BasicInfoForm profile={profile.data} lists={lists.data} />;
  if (profile.isError) return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
  if (lists.isError) return <ErrorState error={lists.error} onRetry={() => void lists.refetch()} />;
  return <LoadingState label={t('basicInfo.loading')} />;
}
