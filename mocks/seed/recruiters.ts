/** Recruiters (1–4 per company) with reply-activity labels and response rates. */
import type { NameSource } from './people-names';
import type { Rng } from './rng';
import type { RecruiterActivityLabel, SeedCompany, SeedRecruiter } from './types';

const LABEL_WEIGHTS: readonly (readonly [RecruiterActivityLabel, number])[] = [
  ['just_replied', 2], ['replied_minutes_ago', 2], ['active_today', 3], ['within_three_days', 2], ['within_seven_days', 1], ['high_response_rate', 2],
];

const TITLES_SMALL = ['Founder and CEO', 'Co-founder', 'Operations Manager', 'HR Manager'];
const TITLES = ['HR Manager', 'Talent Acquisition Specialist', 'Recruiter', 'Senior Recruiter', 'HR Business Partner', 'Hiring Manager', 'People Operations Lead', 'Talent Acquisition Lead', 'HR Officer'];

export function generateRecruiters(rng: Rng, company: SeedCompany, names: NameSource): SeedRecruiter[] {
  const small = company.company_size_id <= 2;
  const count = small ? rng.int(1, 2) : rng.int(company.company_size_id >= 5 ? 2 : 1, 4);
  return Array.from({ length: count }, (_, n): SeedRecruiter => {
    const id = company.id * 10 + n + 1;
    const label = rng.weighted(LABEL_WEIGHTS);
    const responseRate = label === 'high_response_rate' ? rng.int(90, 100) : rng.int(label === 'within_seven_days' ? 25 : 45, 98);
    return {
      id,
      full_name: names.fullName(),
      avatar: `/mock-assets/recruiter/${id}.jpg`,
      job_title: rng.pick(small && n === 0 ? TITLES_SMALL : TITLES),
      activity_label: label,
      replied_minutes_ago: label === 'replied_minutes_ago' ? rng.int(2, 59) : null,
      response_rate: responseRate,
      company_id: company.id,
      country_key: company.country_key,
    };
  });
}
