/**
 * Job-function hierarchy: main function → sub-function → function title.
 * Ids: main 1..8, sub-function = main * 100 + n, function title = sub-function * 10 + n.
 * Function title key = "{seo}-{id}" (spec section 3).
 */
import { toOption } from './catalog-helpers';
import { toSeoValue } from './seo-value';
import type { ConfigOption, FunctionTitle, JobFunctionNode } from './types';

type SubRow = readonly [id: number, key: string, value: string, titles: readonly string[]];
type MainRow = readonly [id: number, key: string, value: string, subs: readonly SubRow[]];

const functionRows: readonly MainRow[] = [
  [1, 'finance_accounting', 'Finance and Accounting', [
    [101, 'accounting', 'Accounting', ['Accountant', 'Senior Accountant', 'Accounts Payable Specialist', 'Accounts Receivable Specialist']],
    [102, 'finance', 'Finance', ['Financial Analyst', 'Finance Manager', 'Treasury Analyst', 'Credit Analyst']],
    [103, 'audit_tax', 'Audit and Tax', ['Auditor', 'Internal Auditor', 'Tax Specialist', 'Tax Manager']],
  ]],
  [2, 'information_technology', 'Information Technology', [
    [201, 'software_development', 'Software Development', ['Frontend Developer', 'Backend Developer', 'Full Stack Developer', 'Mobile Developer']],
    [202, 'data_analytics', 'Data and Analytics', ['Data Analyst', 'Data Scientist', 'Data Engineer', 'Machine Learning Engineer']],
    [203, 'it_infrastructure', 'IT Infrastructure', ['System Administrator', 'DevOps Engineer', 'Network Engineer', 'IT Support Specialist']],
  ]],
  [3, 'sales_business_development', 'Sales and Business Development', [
    [301, 'sales', 'Sales', ['Sales Executive', 'Sales Manager', 'Account Executive', 'Inside Sales Representative']],
    [302, 'business_development', 'Business Development', ['Business Development Executive', 'Business Development Manager', 'Partnership Manager', 'Key Account Manager']],
    [303, 'retail_sales', 'Retail Sales', ['Sales Associate', 'Store Manager', 'Cashier', 'Merchandiser']],
  ]],
  [4, 'marketing_communications', 'Marketing and Communications', [
    [401, 'digital_marketing', 'Digital Marketing', ['Digital Marketing Specialist', 'SEO Specialist', 'Social Media Manager', 'Performance Marketing Manager']],
    [402, 'brand_marketing', 'Brand Marketing', ['Brand Manager', 'Marketing Manager', 'Product Marketing Manager', 'Marketing Executive']],
    [403, 'content_public_relations', 'Content and Public Relations', ['Content Writer', 'Copywriter', 'Public Relations Officer', 'Communications Manager']],
  ]],
  [5, 'customer_service', 'Customer Service', [
    [501, 'call_center', 'Call Center', ['Call Center Agent', 'Customer Service Representative', 'Technical Support Representative', 'Call Center Team Leader']],
    [502, 'customer_success', 'Customer Success', ['Customer Success Manager', 'Client Relationship Officer', 'Onboarding Specialist', 'Account Manager']],
    [503, 'front_desk_reception', 'Front Desk and Reception', ['Receptionist', 'Front Desk Officer', 'Concierge', 'Guest Relations Officer']],
  ]],
  [6, 'human_resources_administration', 'Human Resources and Administration', [
    [601, 'recruitment', 'Recruitment', ['Recruiter', 'Talent Acquisition Specialist', 'Recruitment Manager', 'Sourcing Specialist']],
    [602, 'hr_operations', 'HR Operations', ['HR Officer', 'Payroll Specialist', 'HR Business Partner', 'Compensation and Benefits Specialist']],
    [603, 'administration', 'Administration', ['Administrative Assistant', 'Office Manager', 'Executive Assistant', 'Data Entry Clerk']],
  ]],
  [7, 'design_creative', 'Design and Creative', [
    [701, 'graphic_design', 'Graphic Design', ['Graphic Designer', 'Illustrator', 'Motion Graphics Designer', 'Art Director']],
    [702, 'product_design', 'Product Design', ['UI Designer', 'UX Designer', 'Product Designer', 'UX Researcher']],
    [703, 'media_production', 'Media Production', ['Video Editor', 'Photographer', 'Videographer', 'Animator']],
  ]],
  [8, 'operations_logistics', 'Operations and Logistics', [
    [801, 'supply_chain', 'Supply Chain', ['Supply Chain Analyst', 'Procurement Officer', 'Purchasing Manager', 'Inventory Controller']],
    [802, 'logistics_warehousing', 'Logistics and Warehousing', ['Warehouse Supervisor', 'Logistics Coordinator', 'Delivery Driver', 'Forklift Operator']],
    [803, 'operations_management', 'Operations Management', ['Operations Manager', 'Operations Executive', 'Project Coordinator', 'Quality Assurance Officer']],
  ]],
];

function toTitle(subId: number, index: number, value: string): FunctionTitle {
  const id = subId * 10 + index + 1;
  const seo = toSeoValue(value);
  return { id, key: `${seo}-${id}`, value, seo_value: seo, function_title_value: value };
}

/** Main functions with sub_list = sub-functions, whose sub_list = function titles (English). */
export const mainFunctions: JobFunctionNode[] = functionRows.map(([id, key, value, subs]) => ({
  ...toOption([id, key, value]),
  sub_list: subs.map(([subId, subKey, subValue, titles]) => ({
    ...toOption([subId, subKey, subValue]),
    sub_list: titles.map((title, i) => toTitle(subId, i, title)),
  })),
}));

/** Sub-functions, flat, each still carrying its titles. */
export const jobFunctions: JobFunctionNode[] = mainFunctions.flatMap((main) => main.sub_list as JobFunctionNode[]);

/** Every function title, flat. */
export const functionTitles: FunctionTitle[] = jobFunctions.flatMap((sub) => sub.sub_list as FunctionTitle[]);

/** Main function id of each sub-function id. */
export const mainFunctionIdBySubFunctionId: ReadonlyMap<number, number> = new Map(
  mainFunctions.flatMap((main) => (main.sub_list as ConfigOption[]).map((sub) => [sub.id, main.id] as const)),
);

/** Sub-function id of each function title id. */
export const subFunctionIdByTitleId: ReadonlyMap<number, number> = new Map(
  jobFunctions.flatMap((sub) => (sub.sub_list as ConfigOption[]).map((title) => [title.id, sub.id] as const)),
);
