/**
 * The seeded online profile of SEED_USERS.complete (Maria Santos, a CPA in the Philippines):
 * 3 work experiences, 2 educations, 6 skills, 2 languages, a link, a license and 2 job preferences.
 * Its ids are the config lists' (mocks/seed/config), so every label resolves.
 * SEED_USERS.newUser and other accounts start with nothing.
 */
import { SEED_USERS } from './accounts';
import type {
  EducationRecord, JobPreferenceRecord, LanguageRecord, LicenseRecord, LinkRecord, ProfileDetailsRecord, SkillRecord, WorkExperienceRecord,
} from './profile-records';

const SEEDED_AT = '2025-03-14T09:30:00.000Z';
const stamps = { created_at: SEEDED_AT, updated_at: SEEDED_AT };

type Stamped = 'id' | 'user_id' | 'created_at' | 'updated_at';

/** The seeded profile: every entry with its id (one sequence for all collections, from FIRST_PROFILE_ID). */
export interface SeededProfiles {
  details: ProfileDetailsRecord[];
  workExperiences: WorkExperienceRecord[];
  educations: EducationRecord[];
  skills: SkillRecord[];
  languages: LanguageRecord[];
  links: LinkRecord[];
  licenses: LicenseRecord[];
  preferences: JobPreferenceRecord[];
}

export const FIRST_PROFILE_ID = 70_001;

export function seedProfiles(): SeededProfiles {
  const maria = SEED_USERS.complete;
  let nextId = FIRST_PROFILE_ID;
  const unstamped = <T extends object>(entries: T[]) => entries.map((entry) => ({ id: nextId++, user_id: maria, ...entry }));
  const owned = <T extends object>(entries: T[]) => unstamped(entries).map((entry) => ({ ...entry, ...stamps }));
  const details: ProfileDetailsRecord = {
    user_id: maria, birthday: '1994-08-21', nationality_id: 167, current_location_id: 211, home_address: '1123 Kalayaan Avenue, Poblacion',
    floor_unit: 'Unit 12B', work_since: '2016-07-01', job_seeker_type: 'experienced', job_seeking_status: 'actively_looking',
    summary: 'CPA with nine years in audit and corporate accounting, leading month-end close and SAP FICO roll-outs.',
  };
  const workExperiences: WorkExperienceRecord[] = owned<Omit<WorkExperienceRecord, Stamped>>([
    {
      company_name: 'SGV & Co.', job_title: 'Audit Associate', job_function_id: 103, industry_id: 3, start_date: '2016-07-01', end_date: '2018-01-01',
      is_currently_working: false, salary: 24000, currency_id: 2, is_hidden_from_company: false,
      description: 'Audited manufacturing and retail clients under PFRS and prepared audit working papers.',
    },
    {
      company_name: 'Bayfront Logistics Manila', job_title: 'Accounts Payable Specialist', job_function_id: 101, industry_id: 12, start_date: '2018-02-01',
      end_date: '2021-05-01', is_currently_working: false, salary: 32000, currency_id: 2, is_hidden_from_company: false,
      description: 'Processed vendor invoices and payment runs for 300+ suppliers and reconciled AP sub-ledgers monthly.',
    },
    {
      company_name: 'Pacific Harbor Accounting Solutions', job_title: 'Senior Accountant', job_function_id: 101, industry_id: 3, start_date: '2021-06-01',
      end_date: null, is_currently_working: true, salary: 65000, currency_id: 2, is_hidden_from_company: true,
      description: 'Own the month-end close for the Makati shared-services team and prepare PFRS-compliant financial statements.',
    },
  ]);
  const educations: EducationRecord[] = owned<Omit<EducationRecord, Stamped>>([
    {
      school_name: 'University of the Philippines Diliman', education_level_id: 4, field_of_study: 'Accountancy', start_date: '2012-06-01',
      end_date: '2016-04-01', is_currently_attending: false, description: 'BS Accountancy, cum laude. Member of the Junior Philippine Institute of Accountants.',
    },
    {
      school_name: 'Ateneo Graduate School of Business', education_level_id: 6, field_of_study: 'Business Administration', start_date: '2023-08-01',
      end_date: null, is_currently_attending: true, description: null,
    },
  ]);
  const skills: SkillRecord[] = unstamped(['Financial reporting', 'IFRS', 'BIR tax compliance', 'SAP FICO', 'Month-end close', 'Excel'].map((value) => ({ value })));
  const languages: LanguageRecord[] = unstamped<Omit<LanguageRecord, 'id' | 'user_id'>>([
    { language_id: 1, proficiency: 'professional' },
    { language_id: 8, proficiency: 'native' },
  ]);
  const links: LinkRecord[] = owned<Omit<LinkRecord, Stamped>>([
    { display_name: 'LinkedIn', url: 'https://www.linkedin.com/in/maria-santos-cpa', description: 'My professional profile and recommendations.' },
  ]);
  const licenses: LicenseRecord[] = owned<Omit<LicenseRecord, Stamped>>([
    {
      name: 'Certified Public Accountant', issuing_organization: 'Professional Regulation Commission', issue_date: '2017-01-15', expiry_date: '2027-01-15',
      does_not_expire: false, credential_id: '0123456', credential_url: 'https://verify.prc.gov.ph/0123456', attachment_url: null,
    },
  ]);
  const preferences: JobPreferenceRecord[] = owned<Omit<JobPreferenceRecord, Stamped>>([
    {
      function_job_title_id: 1012, job_title: 'Senior Accountant', industry_id: 3, job_type_id: 1, work_arrangement_id: 2, work_arrangement: 'hybrid',
      work_language_id: 1, timezone: 'Asia/Manila', location_id: 211, country_id: 167, currency_id: 2, salary_from: 60000, salary_to: 85000,
      salary_type_id: 2, is_open_to_work: true, notice_period_id: 2,
    },
    {
      function_job_title_id: null, job_title: 'Remote Financial Analyst', industry_id: 3, job_type_id: 1, work_arrangement_id: 3, work_arrangement: 'remote',
      work_language_id: 1, timezone: 'Asia/Manila', location_id: null, country_id: null, currency_id: 8, salary_from: 1500, salary_to: 2200,
      salary_type_id: 2, is_open_to_work: true, notice_period_id: 2,
    },
  ]);
  return { details: [details], workExperiences, educations, skills, languages, links, licenses, preferences };
}
