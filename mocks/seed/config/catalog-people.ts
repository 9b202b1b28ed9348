/** Candidate-side lists: experience, education, languages, identity, resume and alert settings. */
import { toOptions } from './catalog-helpers';
import type { ConfigOption } from './types';

export const xpLvls: ConfigOption[] = toOptions([
  [1, 'no_experience', 'No Experience'],
  [2, 'fresh_graduate', 'Fresh Graduate'],
  [3, 'one_to_three_years', '1-3 Years'],
  [4, 'three_to_five_years', '3-5 Years'],
  [5, 'five_to_ten_years', '5-10 Years'],
  [6, 'more_than_ten_years', 'More than 10 Years'],
]);

export const workXps: ConfigOption[] = toOptions([
  [1, 'less_than_one_year', 'Less than 1 Year'],
  [2, 'one_to_three_years', '1-3 Years'],
  [3, 'three_to_five_years', '3-5 Years'],
  [4, 'five_to_ten_years', '5-10 Years'],
  [5, 'ten_to_fifteen_years', '10-15 Years'],
  [6, 'more_than_fifteen_years', 'More than 15 Years'],
]);

/** Education levels of a profile's education entries. */
export const educations: ConfigOption[] = toOptions([
  [1, 'high_school', 'High School'],
  [2, 'vocational_diploma', 'Vocational Diploma'],
  [3, 'associate_degree', 'Associate Degree'],
  [4, 'bachelors_degree', "Bachelor's Degree"],
  [5, 'masters_degree', "Master's Degree"],
  [6, 'mba', 'MBA'],
  [7, 'doctorate', 'Doctorate'],
]);

/** Minimum degree a job asks for. */
export const degrees: ConfigOption[] = toOptions([
  [1, 'no_requirement', 'No Requirement'],
  [2, 'high_school', 'High School'],
  [3, 'vocational_diploma', 'Vocational Diploma'],
  [4, 'associate_degree', 'Associate Degree'],
  [5, 'bachelors_degree', "Bachelor's Degree"],
  [6, 'masters_degree', "Master's Degree"],
  [7, 'doctorate', 'Doctorate'],
]);

export const noticePeriodLists: ConfigOption[] = toOptions([
  [1, 'immediately', 'Immediately'],
  [2, 'one_week', '1 Week'],
  [3, 'two_weeks', '2 Weeks'],
  [4, 'one_month', '1 Month'],
  [5, 'two_months', '2 Months'],
  [6, 'three_months', '3 Months'],
  [7, 'more_than_three_months', 'More than 3 Months'],
]);

export const subscibeJobFrequencyLists: ConfigOption[] = toOptions([
  [1, 'daily', 'Daily'],
  [2, 'weekly', 'Weekly'],
]);

/** Work languages. */
export const languageLists: ConfigOption[] = toOptions([
  [1, 'english', 'English'],
  [2, 'mandarin', 'Mandarin Chinese'],
  [3, 'cantonese', 'Cantonese'],
  [4, 'japanese', 'Japanese'],
  [5, 'korean', 'Korean'],
  [6, 'indonesian', 'Indonesian'],
  [7, 'malay', 'Malay'],
  [8, 'filipino', 'Filipino'],
  [9, 'thai', 'Thai'],
  [10, 'vietnamese', 'Vietnamese'],
  [11, 'spanish', 'Spanish'],
  [12, 'portuguese', 'Portuguese'],
  [13, 'turkish', 'Turkish'],
  [14, 'arabic', 'Arabic'],
  [15, 'french', 'French'],
  [16, 'german', 'German'],
  [17, 'hindi', 'Hindi'],
  [18, 'tamil', 'Tamil'],
  [19, 'sinhala', 'Sinhala'],
  [20, 'serbian', 'Serbian'],
]);

export const genderLists: ConfigOption[] = toOptions([
  [1, 'male', 'Male'],
  [2, 'female', 'Female'],
  [3, 'prefer_not_to_say', 'Prefer Not to Say'],
]);

/** Singapore identities (residential status / pass type), used by identity verification (spec section 2). */
export const userIdentityLists: ConfigOption[] = toOptions([
  [1, 'singapore_citizen', 'Singapore Citizen'],
  [2, 'permanent_resident', 'Permanent Resident'],
  [3, 'employment_pass', 'Employment Pass'],
  [4, 's_pass', 'S Pass'],
  [5, 'work_permit', 'Work Permit'],
  [6, 'dependant_pass', "Dependant's Pass"],
  [7, 'long_term_visit_pass', 'Long-Term Visit Pass'],
  [8, 'student_pass', "Student's Pass"],
  [9, 'entrepass', 'EntrePass'],
  [10, 'personalised_employment_pass', 'Personalised Employment Pass'],
  [11, 'others', 'Others'],
]);

export const socialTypes: ConfigOption[] = toOptions([
  [1, 'google', 'Google'],
  [2, 'apple', 'Apple'],
  [3, 'facebook', 'Facebook'],
]);

/** Where a candidate's resume came from (employer pipeline). */
export const resumeSourceLists: ConfigOption[] = toOptions([
  [1, 'applied', 'Applied'],
  [2, 'talent_search', 'Talent Search'],
  [3, 'recommended', 'Recommended'],
  [4, 'chat', 'Chat'],
  [5, 'referral', 'Referral'],
]);

export const resumeLastUpdatedTimeLists: ConfigOption[] = toOptions([
  [1, 'within_one_week', 'Within 1 Week'],
  [2, 'within_one_month', 'Within 1 Month'],
  [3, 'within_three_months', 'Within 3 Months'],
  [4, 'within_six_months', 'Within 6 Months'],
  [5, 'within_one_year', 'Within 1 Year'],
  [6, 'any_time', 'Any Time'],
]);

export const pipelineStageLists: ConfigOption[] = toOptions([
  [1, 'new', 'New'],
  [2, 'screening', 'Screening'],
  [3, 'interview', 'Interview'],
  [4, 'offer', 'Offer'],
  [5, 'hired', 'Hired'],
  [6, 'not_suitable', 'Not Suitable'],
  [7, 'withdrawn', 'Withdrawn'],
]);
