/**
 * The account's phone: bound on the mobile verification page (an SMS code, bindPhone), offered only where
 * the site's country sends SMS (config lists, `is_sms_allowed`).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AccountSetting } from '@sdk/generated/jobseeker/hooks';
import { useAtomValue } from '../../lib/app-jotai';
import { configListsQuery } from '../../lib/config-lists-queries';
import { formatPhoneNumber } from '../../lib/format-phone';
import { localHref } from '../../lib/local-href';
import { useQueryScope } from '../../lib/query-scope';
import { countryAtom, languageAtom } from '../../lib/session-atoms';

export function PhoneSection({ account }: { account: AccountSetting }) {
  const { t } = useTranslation('settings');
  const language = useAtomValue(languageAtom);
  const country = useAtomValue(countryAtom);
  const lists = useQuery(configListsQuery(useQueryScope(), ['country_lists']));
  const smsAllowed = lists.data?.country_lists.some((entry) => entry.country_key === country && entry.is_sms_allowed) ?? false;
  const phone = account.phone_num ? formatPhoneNumber(account.phone_country_code ?? '', account.phone_num) : null;
  return (
    <section className="settings-account__section" aria-labelledby="settings-phone-title">
      <h3 id="settings-phone-title" className="settings-account__title">
        {t('account.phone.title')}
      </h3>
      {/* Only the number is left to right: "No phone number" reads in the page's direction. */}
      <p className="settings-account__value">{phone ? <bdi dir="ltr">{phone}</bdi> : t('account.phone.none')}</p>
      {phone ? <p>{account.is_mobile_verified ? t('account.phone.verified') : t('account.phone.unverified')}</p> : null}
      {smsAllowed ? (
        <Link className="button button--secondary" to={localHref(language, '/:lang?/verify-mobile')}>
          {phone ? t('account.phone.change') : t('account.phone.bind')}
        </Link>
      ) : lists.data ? (
        <p>{t('account.phone.unavailable')}</p>
      ) : null}
    </section>
  );
}
