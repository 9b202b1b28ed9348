/** Job-side lists: industries, categories, job types, salaries, benefits, banners. */
import { toOptions, toSalaryRanges } from './catalog-helpers';
import { toSeoValue } from './seo-value';
import type { ConfigOption, FeatureBanner, SalaryRangeFilter } from './types';

export const industryLists: ConfigOption[] = toOptions([
  [1, 'information_technology', 'Information Technology'],
  [2, 'banking_financial_services', 'Banking and Financial Services'],
  [3, 'accounting_audit', 'Accounting and Audit'],
  [4, 'insurance', 'Insurance'],
  [5, 'manufacturing', 'Manufacturing'],
  [6, 'retail', 'Retail'],
  [7, 'ecommerce', 'E-commerce'],
  [8, 'healthcare', 'Healthcare'],
  [9, 'education', 'Education'],
  [10, 'construction', 'Construction'],
  [11, 'real_estate', 'Real Estate'],
  [12, 'logistics_supply_chain', 'Logistics and Supply Chain'],
  [13, 'hospitality_tourism', 'Hospitality and Tourism'],
  [14, 'food_beverage', 'Food and Beverage'],
  [15, 'telecommunications', 'Telecommunications'],
  [16, 'media_advertising', 'Media and Advertising'],
  [17, 'energy_utilities', 'Energy and Utilities'],
  [18, 'government_public_sector', 'Government and Public Sector'],
  [19, 'bpo_call_center', 'BPO and Call Center'],
  [20, 'web3_blockchain', 'Web3 and Blockchain'],
  [21, 'consulting', 'Consulting'],
]);

export const jobCategoryLists: ConfigOption[] = toOptions([
  [1, 'accounting', 'Accounting'],
  [2, 'administration', 'Administration'],
  [3, 'customer_service', 'Customer Service'],
  [4, 'engineering', 'Engineering'],
  [5, 'software_development', 'Software Development'],
  [6, 'data_analytics', 'Data and Analytics'],
  [7, 'design', 'Design'],
  [8, 'marketing', 'Marketing'],
  [9, 'sales', 'Sales'],
  [10, 'human_resources', 'Human Resources'],
  [11, 'legal', 'Legal'],
  [12, 'healthcare_medical', 'Healthcare and Medical'],
  [13, 'education_training', 'Education and Training'],
  [14, 'hospitality', 'Hospitality'],
  [15, 'logistics', 'Logistics'],
  [16, 'manufacturing_production', 'Manufacturing and Production'],
  [17, 'construction_trades', 'Construction and Trades'],
  [18, 'finance', 'Finance'],
  [19, 'product_management', 'Product Management'],
  [20, 'project_management', 'Project Management'],
]);

export const jobTypes: ConfigOption[] = toOptions([
  [1, 'full_time', 'Full-time'],
  [2, 'part_time', 'Part-time'],
  [3, 'contract', 'Contract'],
  [4, 'temporary', 'Temporary'],
  [5, 'internship', 'Internship'],
  [6, 'freelance', 'Freelance'],
]);

/** Spec section 5: "Below 30K" = 0..30000, "a - b" are thousands, "Above 100K" from 100001, "Above 200K" = 200001..400000. */
export const salaryRangeFilters: SalaryRangeFilter[] = toSalaryRanges([
  [1, 'below_30k', 'Below 30K', 0, 30000],
  [2, 'from_30k_to_50k', '30K - 50K', 30001, 50000],
  [3, 'from_50k_to_100k', '50K - 100K', 50001, 100000],
  [4, 'above_100k', 'Above 100K', 100001, null],
  [5, 'above_200k', 'Above 200K', 200001, 400000],
]);

/** Expected-salary brackets (profile / job preference). */
export const salaryRanges: SalaryRangeFilter[] = toSalaryRanges([
  [1, 'below_10k', 'Below 10K', 0, 10000],
  [2, 'from_10k_to_20k', '10K - 20K', 10001, 20000],
  [3, 'from_20k_to_30k', '20K - 30K', 20001, 30000],
  [4, 'from_30k_to_50k', '30K - 50K', 30001, 50000],
  [5, 'from_50k_to_80k', '50K - 80K', 50001, 80000],
  [6, 'from_80k_to_100k', '80K - 100K', 80001, 100000],
  [7, 'from_100k_to_200k', '100K - 200K', 100001, 200000],
  [8, 'above_200k', 'Above 200K', 200001, 400000],
]);

export const salaryTypes: ConfigOption[] = toOptions([
  [1, 'daily', 'Daily'],
  [2, 'monthly', 'Monthly'],
  [3, 'annually', 'Annually'],
  [4, 'hourly', 'Hourly'],
  [5, 'negotiable', 'Negotiable'],
  [6, 'unpaid', 'Unpaid'],
]);

export const workArrangements: ConfigOption[] = toOptions([
  [1, 'onsite', 'On-site'],
  [2, 'hybrid', 'Hybrid'],
  [3, 'remote', 'Remote'],
]);

export const jobBenefitLists: ConfigOption[] = toOptions([
  [1, 'health_insurance', 'Health Insurance'],
  [2, 'dental_insurance', 'Dental Insurance'],
  [3, 'life_insurance', 'Life Insurance'],
  [4, 'thirteenth_month_pay', '13th Month Pay'],
  [5, 'performance_bonus', 'Performance Bonus'],
  [6, 'paid_leave', 'Paid Leave'],
  [7, 'flexible_hours', 'Flexible Working Hours'],
  [8, 'work_from_home', 'Work from Home'],
  [9, 'transport_allowance', 'Transportation Allowance'],
  [10, 'meal_allowance', 'Meal Allowance'],
  [11, 'training_development', 'Training and Development'],
  [12, 'career_growth', 'Career Growth'],
  [13, 'stock_options', 'Stock Options'],
  [14, 'gym_membership', 'Gym Membership'],
  [15, 'free_snacks_drinks', 'Free Snacks and Drinks'],
  [16, 'retirement_plan', 'Retirement Plan'],
]);

export const jobAttractiveReasons: ConfigOption[] = toOptions([
  [1, 'competitive_salary', 'Competitive Salary'],
  [2, 'fast_promotion', 'Fast Promotion'],
  [3, 'great_team', 'Great Team'],
  [4, 'work_life_balance', 'Work-life Balance'],
  [5, 'remote_friendly', 'Remote Friendly'],
  [6, 'well_known_company', 'Well-known Company'],
  [7, 'learning_opportunities', 'Learning Opportunities'],
  [8, 'international_exposure', 'International Exposure'],
]);

const bannerRows: readonly (readonly [number, string, string, string])[] = [
  [1, 'remote_jobs', 'Remote Jobs', '/remote-jobs'],
  [2, 'web3_jobs', 'Web3 Jobs', '/web3-jobs'],
  [3, 'company_directory', 'Company Directory', '/companies'],
  [4, 'free_resume_templates', 'Free Resume Templates', '/resumetemplate'],
  [5, 'ai_career_coach', 'AI Career Coach', '/ai-career-coach'],
];

export const featureBanners: FeatureBanner[] = bannerRows.map(([id, key, value, link]) => ({
  id,
  key,
  value,
  seo_value: toSeoValue(value),
  image: `/images/banners/${toSeoValue(value)}.png`,
  link,
}));
