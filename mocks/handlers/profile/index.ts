/** Jobseeker profile, job preferences, job alerts and settings (spec P01–P24, L01–L04, R11–R15, implied skills, languages, notifications). */
import type { HttpHandler } from 'msw';
import { basicInfoHandlers } from './basic-info-handlers';
import { entryHandlers } from './entry-handlers';
import { jobAlertHandlers } from './job-alert-handlers';
import { jobPreferenceHandlers } from './job-preference-handlers';
import { onboardingHandlers } from './onboarding-handlers';
import { settingsHandlers } from './settings-handlers';
import { skillLanguageHandlers } from './skill-language-handlers';

export function profileHandlers(): HttpHandler[] {
  return [
    ...basicInfoHandlers(),
    ...entryHandlers(),
    ...jobPreferenceHandlers(),
    ...skillLanguageHandlers(),
    ...jobAlertHandlers(),
    ...settingsHandlers(),
    ...onboardingHandlers(),
  ];
}
