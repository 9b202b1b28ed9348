/**
 * Job description, requirements and screening questions from small templates (cheap: no lorem).
 * Output HTML uses only p, ul/li and strong, except the deliberate UNSAFE snippets planted in a few
 * jobs to exercise the app's sanitizer.
 */
import type { Rng } from './rng';
import { escapeHtml } from './seed-helpers';
import type { ScreeningQuestion } from './types';

const DUTIES: Readonly<Record<number, readonly string[]>> = {
  1: ['Prepare monthly financial statements and management reports', 'Reconcile bank and ledger accounts', 'Process payables and receivables on time', 'Support the annual external audit', 'Maintain compliance with local tax regulations', 'Improve month-end closing procedures'],
  2: ['Design, build and maintain reliable services', 'Review code and mentor teammates', 'Write automated tests and documentation', 'Work with product and design on new features', 'Monitor production systems and fix incidents', 'Keep our data pipelines fast and correct'],
  3: ['Grow a pipeline of qualified prospects', 'Present and demonstrate our offering to clients', 'Negotiate and close deals', 'Keep the CRM accurate and up to date', 'Meet monthly and quarterly targets', 'Build long-term relationships with key accounts'],
  4: ['Plan and run multi-channel campaigns', 'Track campaign performance and report insights', 'Create engaging content for our channels', 'Manage agency and media partners', 'Grow brand awareness in the local market', 'Coordinate product launches and events'],
  5: ['Answer customer enquiries by phone, chat and email', 'Resolve issues on the first contact where possible', 'Escalate complex cases to the right team', 'Record interactions accurately in the ticketing system', 'Meet service-level and quality targets', 'Share customer feedback with the product team'],
  6: ['Manage the full recruitment cycle', 'Run onboarding for new hires', 'Administer payroll, leave and benefits', 'Advise managers on employee relations', 'Keep HR records accurate and confidential', 'Support engagement and training programmes'],
  7: ['Create visual concepts from brief to final artwork', 'Design interfaces and user flows', 'Keep work consistent with the brand guidelines', 'Present ideas to stakeholders and iterate on feedback', 'Prepare assets for print, web and social media', 'Test designs with real users'],
  8: ['Coordinate daily operations and schedules', 'Track inventory and shipments', 'Work with suppliers and vendors', 'Improve processes to cut cost and delays', 'Ensure safety and quality standards are met', 'Report operational KPIs to management'],
};

const PERKS = ['a friendly, supportive team', 'clear growth paths', 'modern tools and equipment', 'regular training', 'a convenient office location'];

export interface JobTextInput {
  title: string;
  companyName: string;
  locationValue: string;
  countryName: string;
  mainFunctionId: number;
  skills: readonly string[];
  xpLvlValue: string;
  degreeValue: string;
  languages: readonly string[];
  arrangement: 'onsite' | 'hybrid' | 'remote';
}

export function descriptionHtml(rng: Rng, input: JobTextInput): string {
  const where = input.arrangement === 'remote' ? 'remotely' : `in ${escapeHtml(input.locationValue)}`;
  const duties = rng.sample(DUTIES[input.mainFunctionId] ?? DUTIES[8] ?? [], rng.int(3, 5));
  return (
    `<p><strong>${escapeHtml(input.companyName)}</strong> is hiring ${/^[AEIOU]/.test(input.title) ? 'an' : 'a'} <strong>${escapeHtml(input.title)}</strong> to work ${where}` +
    `${input.arrangement === 'hybrid' ? ' on a hybrid schedule' : ''}.</p>` +
    `<p><strong>What you will do</strong></p><ul>${duties.map((d) => `<li>${d}</li>`).join('')}</ul>` +
    `<p>We offer ${rng.sample(PERKS, 2).join(' and ')}.</p>`
  );
}

export function requirementsHtml(rng: Rng, input: JobTextInput): string {
  const items = [
    `${escapeHtml(input.degreeValue)} or equivalent`,
    `Experience: ${escapeHtml(input.xpLvlValue)}`,
    ...input.skills.slice(0, rng.int(2, 4)).map((s) => `Working knowledge of ${escapeHtml(s)}`),
    `Good written and spoken ${escapeHtml(input.languages.join(' and '))}`,
  ];
  if (input.arrangement === 'onsite') items.push(`Willing to work on-site in ${escapeHtml(input.locationValue)}`);
  return `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
}

/** Snippets that a sanitizer must neutralise. */
export const UNSAFE_SNIPPETS = [
  '<p>See our office: <img src=x onerror=alert(1)></p>',
  '<p>Apply today!</p><script>alert("xss")</script>',
  '<p><a href="javascript:alert(1)">Click for details</a></p>',
] as const;

export function screeningQuestions(rng: Rng, jobId: number, input: JobTextInput, currency: string): ScreeningQuestion[] {
  const pool = [
    `How many years of experience do you have as a ${input.title}?`,
    input.arrangement === 'remote' ? 'Which time zone do you work from?' : `Are you able to work on-site in ${input.locationValue}?`,
    `What is your expected monthly salary in ${currency}?`,
    'When is the earliest date you can start?',
    `Do you have hands-on experience with ${input.skills[0] ?? 'the tools listed'}?`,
    `Are you legally allowed to work in ${input.countryName}?`,
  ];
  return rng.sample(pool, rng.int(1, 3)).map((question, n) => ({ id: jobId * 10 + n + 1, question }));
}
