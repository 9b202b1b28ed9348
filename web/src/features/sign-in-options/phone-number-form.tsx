/** Step 1 of phone sign-in: a country (only countries that can receive SMS) and the national number. */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryOption } from '@sdk/generated/config/hooks';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { useAtomValue } from '../../lib/app-jotai';
import { useConfigLists } from '../../lib/config-lists';
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
  const [countryId, setCountryId] = useState<number | undefined>(initial?.countryId ?? fallback?.id);
  const [national, setNational] = useState(initial?.national ?? '');
  const [localError, setLocalError] = useState<string | null>(null);
  const error = localError ?? serverError ?? null;
  const errorId = `${id}-error`;

  function submit(event: FormEvent) {
    event.preventDefault();
    const country = countries.find((c) => c.id === countryId);
    const digits = national.replace(/[\s-]/g, '');
    if (!digits) return setLocalError(t('phone.errors.required'));
    if (!/^\d+$/.test(digits)) return setLocalError(t('phone.errors.digits'));
    if (!country) return setLocalError(t('phone.errors.country'));
    setLocalError(null);
    onSubmit({ countryId: country.id, dialCode: country.code, national: digits });
  }

  return (
    <form className="sign-in-options__form" onSubmit={submit} noValidate aria-label={t('phone.formLabel')}>
      <div className="form-field">
        <label htmlFor={`${id}-country`}>{t('phone.country')}</label>
        <select id={`${id}-country`} className="select" value={countryId ?? ''} onChange={(event) => setCountryId(Number(event.target.value))}>
          {countries.map((country) => (
            <option key={country.id} value={country.id}>
              {t('phone.countryOption', { code: country.code, name: country.value })}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-number`}>{t('phone.number')}</label>
        <input
          id={`${id}-number`}
          className="input"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={national}
          onChange={(event) => setNational(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error ? (
          <p id={errorId} className="sign-in-options__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button" disabled={pending}>
        {pending ? t('phone.sending') : t('phone.send')}
      </button>
    </form>
  );
}

export function PhoneNumberForm(props: Props) {
  const { t } = useTranslation('sign-in-options');
  const { data, error, isPending, isError, refetch } = useConfigLists();
  if (isPending) return <LoadingState label={t('phone.loadingCountries')} />;
  if (isError) return <ErrorState error={error} onRetry={() => void refetch()} compact />;
  const countries = smsCountries(data.country_lists);
  if (countries.length === 0) return <EmptyState title={t('phone.noCountries')} />;
  return <NumberForm {...props} countries={countries} />;
}
