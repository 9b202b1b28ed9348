/**
 * Skills per job function (sub-function ids of config main_functions). Skill id = job function id * 100 + n.
 * Served by G04 listSkills and copied by value onto jobs.
 */
import type { Skill } from './types';

const SKILL_ROWS: Readonly<Record<number, readonly string[]>> = {
  101: ['Bookkeeping', 'General Ledger', 'Accounts Payable', 'Accounts Receivable', 'Bank Reconciliation', 'QuickBooks', 'SAP FICO', 'Xero', 'Financial Reporting', 'IFRS', 'Month-end Closing', 'Microsoft Excel'],
  102: ['Financial Modelling', 'Budgeting', 'Forecasting', 'Variance Analysis', 'Cash Flow Management', 'Credit Risk', 'Power BI', 'Microsoft Excel', 'Valuation', 'Treasury Management'],
  103: ['External Audit', 'Internal Controls', 'Risk Assessment', 'Tax Compliance', 'Transfer Pricing', 'VAT', 'SOX Compliance', 'Audit Sampling', 'CPA', 'ACCA'],
  201: ['JavaScript', 'TypeScript', 'React', 'Node.js', 'Java', 'Spring Boot', 'Python', 'Go', 'Kotlin', 'Swift', 'REST APIs', 'GraphQL', 'PostgreSQL', 'Git', 'Solidity'],
  202: ['SQL', 'Python', 'Pandas', 'Tableau', 'Power BI', 'Apache Spark', 'dbt', 'Machine Learning', 'Statistics', 'Airflow', 'BigQuery', 'TensorFlow'],
  203: ['Linux', 'AWS', 'Azure', 'Kubernetes', 'Docker', 'Terraform', 'CI/CD', 'Networking', 'Cisco', 'Windows Server', 'Monitoring', 'Help Desk'],
  301: ['B2B Sales', 'Lead Generation', 'Negotiation', 'CRM', 'Salesforce', 'Cold Calling', 'Pipeline Management', 'Closing Deals', 'Sales Forecasting'],
  302: ['Partnerships', 'Market Research', 'Account Management', 'Proposal Writing', 'Stakeholder Management', 'Business Strategy', 'Contract Negotiation'],
  303: ['Customer Service', 'Visual Merchandising', 'POS Systems', 'Cash Handling', 'Inventory Management', 'Upselling', 'Store Operations'],
  401: ['SEO', 'SEM', 'Google Ads', 'Meta Ads', 'Google Analytics', 'Email Marketing', 'Content Strategy', 'Social Media Marketing', 'A/B Testing', 'HubSpot'],
  402: ['Brand Strategy', 'Campaign Management', 'Market Research', 'Consumer Insights', 'Go-to-Market', 'Event Marketing', 'Budget Management', 'Product Positioning'],
  403: ['Copywriting', 'Content Writing', 'Editing', 'Press Releases', 'Media Relations', 'Storytelling', 'WordPress', 'Crisis Communications'],
  501: ['Customer Service', 'Inbound Calls', 'Outbound Calls', 'Technical Troubleshooting', 'Zendesk', 'English Communication', 'Upselling', 'Call Handling', 'CRM'],
  502: ['Customer Onboarding', 'Account Management', 'Churn Reduction', 'Relationship Building', 'Gainsight', 'Product Training', 'NPS'],
  503: ['Front Office', 'Guest Relations', 'Reservation Systems', 'Telephone Etiquette', 'Scheduling', 'Hospitality', 'Multitasking'],
  601: ['Full-cycle Recruitment', 'Sourcing', 'LinkedIn Recruiter', 'Interviewing', 'Employer Branding', 'ATS', 'Headhunting', 'Talent Mapping'],
  602: ['Payroll', 'HRIS', 'Labour Law', 'Employee Relations', 'Compensation and Benefits', 'Performance Management', 'Onboarding', 'Workday'],
  603: ['Microsoft Office', 'Data Entry', 'Calendar Management', 'Document Control', 'Office Administration', 'Travel Arrangements', 'Filing'],
  701: ['Adobe Photoshop', 'Adobe Illustrator', 'InDesign', 'Typography', 'Branding', 'After Effects', 'Layout Design', 'Canva'],
  702: ['Figma', 'Wireframing', 'Prototyping', 'User Research', 'Design Systems', 'Usability Testing', 'Interaction Design', 'Sketch'],
  703: ['Adobe Premiere Pro', 'Final Cut Pro', 'Color Grading', 'Photography', 'Lighting', 'Storyboarding', 'Motion Graphics', '3D Animation'],
  801: ['Procurement', 'Vendor Management', 'Demand Planning', 'SAP MM', 'Inventory Control', 'Supplier Negotiation', 'Supply Chain Analytics'],
  802: ['Warehouse Management', 'Forklift Operation', 'WMS', 'Inventory Counting', 'Route Planning', 'Driving Licence', 'Shipping and Receiving', 'Safety Compliance'],
  803: ['Project Management', 'Process Improvement', 'Lean Six Sigma', 'Quality Assurance', 'ISO 9001', 'KPI Tracking', 'Team Leadership', 'Jira'],
};

export const skills: Skill[] = Object.entries(SKILL_ROWS).flatMap(([functionId, values]) =>
  values.map((value, i) => ({ id: Number(functionId) * 100 + i + 1, value, job_function_id: Number(functionId) })),
);

/** Skill values of one job function (empty when the function has none). */
export function skillValuesFor(jobFunctionId: number): readonly string[] {
  return SKILL_ROWS[jobFunctionId] ?? [];
}
