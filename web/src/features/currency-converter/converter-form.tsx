/** The amount, the two currencies and a swap; the result is announced as it changes. */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrencyCode, CurrencyRates } from '@sdk/generated/config/hooks';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { convertAmount, CURRENCY_CODES } from '../../lib/currency-rates-queries';
import { formatCalendarDate } from '../../lib/date-time/calendar-date';
import { useIntlLocale } from '../../lib/use-intl-locale';
import { currencyLabel, exampleAmount, formatMoney, formatRate, parseAmount } from './format-money';

const DEFAULT_AMOUNT = '1000';

export function ConverterForm({ rates, siteCurrency }: { rates: CurrencyRates; siteCurrency: CurrencyCode }) {
  const { t } = useTranslation('currency-converter');
  const locale = useIntlLocale();
  const [amountText, setAmountText] = useState(DEFAULT_AMOUNT);
  const [from, setFrom] = useState<CurrencyCode>(siteCurrency);
  const [to, setTo] = useState<CurrencyCode>(siteCurrency === 'USD' ? 'EUR' : 'USD');
  const options = useMemo(() => CURRENCY_CODES.map((code) => ({ value: code, label: currencyLabel(code, locale) })), [locale]);

  const amount = parseAmount(amountText, locale);
  const converted = amount === undefined ? undefined : convertAmount(rates, amount, from, to);
  const unitRate = convertAmount(rates, 1, from, to);
  const amountError = amountText.trim() !== '' && amount === undefined ? t('form.amountInvalid', { example: exampleAmount(locale) }) : undefined;

  return (
    <form className="currency-converter__form" onSubmit={(event) => event.preventDefault()}>
      <TextField
        label={t('form.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={amountText}
        error={amountError}
        onChange={(event) => setAmountText(event.target.value)}
      />
      <div className="currency-converter__pair">
        <SelectField label={t('form.from')} options={options} value={from} onChange={(event) => setFrom(event.target.value as CurrencyCode)} />
        <button
          type="button"
          className="button button--secondary currency-converter__swap"
          onClick={() => {
            setFrom(to);
            setTo(from);
          }}
        >
          <span aria-hidden="true">⇄ </span>
          {t('form.swap')}
        </button>
        <SelectField label={t('form.to')} options={options} value={to} onChange={(event) => setTo(event.target.value as CurrencyCode)} />
      </div>
      <output className="currency-converter__result" aria-live="polite">
        {amount !== undefined && converted !== undefined ? (
          <span className="currency-converter__amount">
            {t('result.equals', { from: formatMoney(amount, from, locale), to: formatMoney(converted, to, locale) })}
          </span>
        ) : (
          <span>{t('result.enterAmount')}</span>
        )}
      </output>
      {unitRate !== undefined ? (
        <p className="currency-converter__rate">
          {t('result.rate', { from, to, rate: formatRate(unitRate, locale) })} · {t('result.asOf', { date: formatCalendarDate(rates.as_of, locale) })}
        </p>
      ) : null}
    </form>
  );
}
