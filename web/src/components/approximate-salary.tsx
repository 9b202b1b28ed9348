import { useTranslation } from 'react-i18next';
import type { SalaryInput } from '../lib/format-salary';
import { useApproximateSalary } from '../lib/use-approximate-salary';

/**
 * "≈ ₱1.1–1.7M" beside a salary paid in another currency than the site's (job cards, job detail).
 * The sign is shown; a screen reader hears the words instead. It watches the rates query: a list mounts it
 * only for the salaries `needsApproximateSalary` picks.
 */
export function ApproximateSalary({ salary, className }: { salary: SalaryInput; className?: string }) {
  const { t } = useTranslation('common');
  const amount = useApproximateSalary(salary);
  if (!amount) return null;
  return (
    <span className={className}>
      {' '}
      <span aria-hidden="true">{t('salary.approx', { amount })}</span>
      <span className="visually-hidden">{t('salary.approxSpoken', { amount })}</span>
    </span>
  );
}
