/** Step 1 of phone sign-in: a country (only countries that can receive SMS) and the national number. */
import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { CountryOption } from '@sdk/generated/config/hooks';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { TextField } from '../../components/text-field';
import { useAtomValue } from '../../lib/app-jotai';
import { configListsQuery } from '../../lib/config-lists-queries';
import { useQueryScope } from '../../lib/query-scope';
import { mobileNumberRule } from '../../lib/form-rules';
import { countryAtom } from '../../lib/session-atoms';

export interface PhoneNumber {
  countryId: number;
  dialCode: string;
  national: string;
}

interface Props {
  initial?: PhoneNumber;
  pending: boolean;
  /** The translated message of the last failed send, shown on the number field. */
  serverError?: string | null;
  onSubmit: (phone: PhoneNumber) => void;
}

export function smsCountries(countries: readonly CountryOption[]): CountryOption[] {
  return countries.filter((country) => country.is_sms_allowed);
}

function NumberForm({ countries, initial, pending, serverError, onSubmit }: Props & { countries: CountryOption[] }) {
  const { t } = useTranslation('sign-in-options');
  const site = useAtomValue(countryAtom);
  const id = useId();
  const fallback = countries.find((country) => country.country_key === site) ?? countries[0];
  const defaultCountry = String(initial?.countryId ?? fallback?.id ?? '');
  const schema = useMemo(() => z.object({ countryId: z.string(), national: mobileNumberRule(t) }), [t]);
  const { register, handleSubmit, formState, setError } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { countryId: defaultCountry, national: initial?.national ?? '' },
  });

  const submit = handleSubmit(({ countryId, national }) => {
    const country = countries.find((c) => String(c.id) === countryId);
    if (!country) return setError('national', { message: t('phone.errors.country') });
    onSubmit({ countryId: country.id, dialCode: country.code, national });
  });

  return (
    <form className="sign-in-options__form" onSubmit={(event) => void submit(event)} noValidate aria-label={t('phone.formLabel')}>
      <div className="form-field">
        <label htmlFor={`${id}-country`}>{t('phone.country')}</label>
        <select id={`${id}-country`} className="select" defaultValue={defaultCountry} {...register('countryId')}>
          {countries.map((country) => (
            <option key={country.id} value={country.id}>
              {t('phone.countryOption', { code: country.code, name: country.value })}
            </option>
          ))}
        </select>
      </div>
      <TextField
        id={`${id}-number`}
        label={t('phone.number')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        error={formState.errors.national?.message ?? serverError ?? undefined}
        {...register('national')}
      />
      <button type="submit" className="button" disabled={pending}>
        {pending ? t('phone.sending') : t('phone.send')}
      </button>
    </form>
  );
}

export function PhoneNumberForm(props: Props) {
  const { t } = useTranslation('sign-in-options');
  const { data, error, isPending, isError, refetch } = useQuery(configListsQuery(useQueryScope(), ['country_lists']));
  if (isPending) return <LoadingState label={t('phone.loadingCountries')} />;
  if (isError) return <ErrorState error={error} onRetry={() => void refetch()} compact />;
  const countries = smsCountries(data.country_lists);
  if (countries.length === 0) return <EmptyState title={t('phone.noCountries')} />;
  return <NumberForm {...props} countries={countries} />;
}
