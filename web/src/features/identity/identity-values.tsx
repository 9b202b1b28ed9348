/** The seven identity values of the confirm and failure dialogs; empty values show "-". */
import { useTranslation } from 'react-i18next';
import type { SingpassUserInfo } from '@sdk/generated/singpass/hooks';
import { formatCalendarDate } from '../../lib/date-time/calendar-date';
import { useIntlLocale } from '../../lib/use-intl-locale';

export const VALUE_FIELDS = ['uinfin', 'name', 'residential_status', 'nationality', 'pass_type', 'pass_status', 'pass_expiry_date'] as const;
type ValueField = (typeof VALUE_FIELDS)[number];

const RESIDENTIAL = { C: 'citizen', P: 'permanentResident', A: 'foreigner' } as const;

function regionName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** `info` undefined: the failure variant, every value "failed". */
export function IdentityValues({ info }: { info?: SingpassUserInfo }) {
  const { t } = useTranslation('identity');
  const locale = useIntlLocale();
  function display(field: ValueField): string {
    if (!info) return t('values.failed');
    const raw = info[field].trim();
    if (!raw) return t('values.empty');
    if (field === 'residential_status') {
      const key = RESIDENTIAL[raw as keyof typeof RESIDENTIAL];
      return key ? t(`residential.${key}`) : raw;
    }
    if (field === 'nationality' && /^[A-Z]{2}$/.test(raw)) return regionName(raw, locale);
    if (field === 'pass_expiry_date') return formatCalendarDate(raw, locale);
    return raw;
  }
  return (
    <dl className={info ? 'identity-values' : 'identity-values identity-values--failed'}>
      {VALUE_FIELDS.map((field) => (
        <div key={field} className="identity-values__row">
          <dt>{t(`fields.${field}`)}</dt>
          <dd>{display(field)}</dd>
        </div>
      ))}
    </dl>
  );
}
