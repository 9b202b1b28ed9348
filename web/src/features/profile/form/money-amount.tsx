/** An amount in the currency of a `currency_lists` id, formatted for the page language. */
import { formatSalary } from '../../../lib/format-salary';
import { useIntlLocale } from '../../../lib/use-intl-locale';
import type { ProfileConfigLists } from './config-options';

export function MoneyAmount({ amount, currencyId, lists }: { amount: number; currencyId: number | null; lists: ProfileConfigLists | undefined }) {
  const locale = useIntlLocale();
  const currency = lists?.currency_lists.find((option) => option.id === currencyId)?.key;
  if (!currency) return <span>{new Intl.NumberFormat(locale).format(amount)}</span>;
  const formatted = formatSalary({ salary_from: amount, salary_to: amount, currency, salary_type: 'monthly' }, locale).amount;
  return <span>{formatted}</span>;
}
