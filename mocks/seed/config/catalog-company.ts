/** Company-side lists: sizes, benefits, culture, financing stages, recruiter permissions. */
import { toOptions } from './catalog-helpers';
import type { ConfigOption } from './types';

export const noOfEmployeeRanges: ConfigOption[] = toOptions([
  [1, 'one_to_ten', '1-10'],
  [2, 'eleven_to_fifty', '11-50'],
  [3, 'fifty_one_to_two_hundred', '51-200'],
  [4, 'two_hundred_one_to_five_hundred', '201-500'],
  [5, 'five_hundred_one_to_one_thousand', '501-1000'],
  [6, 'one_thousand_one_to_five_thousand', '1001-5000'],
  [7, 'more_than_five_thousand', 'More than 5000'],
]);

export const companySizes: ConfigOption[] = toOptions([
  [1, 'one_to_ten', '1-10 Employees'],
  [2, 'eleven_to_fifty', '11-50 Employees'],
  [3, 'fifty_one_to_two_hundred', '51-200 Employees'],
  [4, 'two_hundred_one_to_five_hundred', '201-500 Employees'],
  [5, 'five_hundred_one_to_one_thousand', '501-1000 Employees'],
  [6, 'one_thousand_one_to_five_thousand', '1001-5000 Employees'],
  [7, 'more_than_five_thousand', 'More than 5000 Employees'],
]);

export const companyBenefitLists: ConfigOption[] = toOptions([
  [1, 'health_insurance', 'Health Insurance'],
  [2, 'annual_leave', 'Annual Leave'],
  [3, 'annual_bonus', 'Annual Bonus'],
  [4, 'flexible_hours', 'Flexible Working Hours'],
  [5, 'remote_work', 'Remote Work'],
  [6, 'training_programs', 'Training Programs'],
  [7, 'team_building', 'Team Building'],
  [8, 'free_meals', 'Free Meals'],
  [9, 'transport_allowance', 'Transportation Allowance'],
  [10, 'parental_leave', 'Parental Leave'],
  [11, 'wellness_program', 'Wellness Program'],
  [12, 'employee_discounts', 'Employee Discounts'],
]);

export const companyCultureLists: ConfigOption[] = toOptions([
  [1, 'innovative', 'Innovative'],
  [2, 'collaborative', 'Collaborative'],
  [3, 'fast_paced', 'Fast-paced'],
  [4, 'diverse_inclusive', 'Diverse and Inclusive'],
  [5, 'customer_focused', 'Customer-focused'],
  [6, 'flat_structure', 'Flat Structure'],
  [7, 'result_oriented', 'Result-oriented'],
  [8, 'work_life_balance', 'Work-life Balance'],
  [9, 'learning_culture', 'Learning Culture'],
  [10, 'social_responsibility', 'Social Responsibility'],
]);

export const companyFinancingStageLists: ConfigOption[] = toOptions([
  [1, 'not_required', 'Not Required'],
  [2, 'angel_round', 'Angel Round'],
  [3, 'series_a', 'Series A'],
  [4, 'series_b', 'Series B'],
  [5, 'series_c', 'Series C'],
  [6, 'series_d_and_above', 'Series D and Above'],
  [7, 'listed', 'Listed'],
]);

export const recruiterRolePermissions: ConfigOption[] = toOptions([
  [1, 'manage_jobs', 'Manage Jobs'],
  [2, 'chat_with_candidates', 'Chat with Candidates'],
  [3, 'view_talent_pool', 'View Talent Pool'],
  [4, 'manage_company_profile', 'Manage Company Profile'],
  [5, 'manage_team_members', 'Manage Team Members'],
  [6, 'view_reports', 'View Reports'],
  [7, 'manage_billing', 'Manage Billing'],
]);
