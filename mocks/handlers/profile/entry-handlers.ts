/** P09–P20: licenses and certifications, links (websites), educations and work experiences. */
import {
  createEducationBody, createLicenseCertificationBody, createWebsiteBody, createWorkExperienceBody, deleteEducationParams,
  deleteLicenseCertificationParams, deleteWebsiteParams, deleteWorkExperienceParams, updateEducationBody, updateEducationParams,
  updateLicenseCertificationBody, updateLicenseCertificationParams, updateWebsiteBody, updateWebsiteParams, updateWorkExperienceBody,
  updateWorkExperienceParams,
} from '../../../sdk/generated/jobseeker/zod';
import { findCatalogOption } from '../../seed/config/catalog';
import { educations, licenses, links, withoutOwner, workExperiences } from '../../state/profile';
import { collectionHandlers } from './collection-handlers';
import { INVALID_URL, checkPeriod, invalidField, isHttpUrl } from './profile-request';
import { toEducation } from './profile-projections';

const START_BEFORE_END = 'The start date must be earlier than the completion date.';

const licenseHandlers = collectionHandlers({
  operations: { create: 'createLicenseCertification', update: 'updateLicenseCertification', remove: 'deleteLicenseCertification' },
  collection: licenses,
  createBody: createLicenseCertificationBody,
  updateBody: updateLicenseCertificationBody,
  updateParams: updateLicenseCertificationParams,
  removeParams: deleteLicenseCertificationParams,
  build: (input) => ({
    ...input, expiry_date: input.expiry_date ?? null, does_not_expire: input.does_not_expire ?? false, credential_id: input.credential_id ?? null,
    credential_url: input.credential_url ?? null, attachment_url: input.attachment_url ?? null,
  }),
  check: (entry) => {
    for (const field of ['credential_url', 'attachment_url'] as const) {
      const url = entry[field];
      if (url && !isHttpUrl(url)) return invalidField(field, INVALID_URL);
    }
    const period = checkPeriod(entry.issue_date, entry.expiry_date, entry.does_not_expire, 'expiry_date', 'The issue date must be earlier than the expiry date.');
    return period ?? { ...entry, expiry_date: entry.does_not_expire ? null : entry.expiry_date };
  },
  reply: withoutOwner,
});

const linkHandlers = collectionHandlers({
  operations: { create: 'createWebsite', update: 'updateWebsite', remove: 'deleteWebsite' },
  collection: links,
  createBody: createWebsiteBody,
  updateBody: updateWebsiteBody,
  updateParams: updateWebsiteParams,
  removeParams: deleteWebsiteParams,
  build: (input) => ({ ...input, description: input.description ?? null }),
  check: (entry) => (isHttpUrl(entry.url) ? entry : invalidField('url', INVALID_URL)),
  reply: withoutOwner,
});

const educationHandlers = collectionHandlers({
  operations: { create: 'createEducation', update: 'updateEducation', remove: 'deleteEducation' },
  collection: educations,
  createBody: createEducationBody,
  updateBody: updateEducationBody,
  updateParams: updateEducationParams,
  removeParams: deleteEducationParams,
  build: (input) => ({
    ...input, field_of_study: input.field_of_study ?? null, end_date: input.end_date ?? null,
    is_currently_attending: input.is_currently_attending ?? false, description: input.description ?? null,
  }),
  check: (entry) => {
    if (!findCatalogOption('educations', entry.education_level_id)) return invalidField('education_level_id', 'The selected education level is invalid.');
    const period = checkPeriod(entry.start_date, entry.end_date, entry.is_currently_attending, 'end_date', START_BEFORE_END);
    return period ?? { ...entry, end_date: entry.is_currently_attending ? null : entry.end_date };
  },
  reply: toEducation,
});

const workExperienceHandlers = collectionHandlers({
  operations: { create: 'createWorkExperience', update: 'updateWorkExperience', remove: 'deleteWorkExperience' },
  collection: workExperiences,
  createBody: createWorkExperienceBody,
  updateBody: updateWorkExperienceBody,
  updateParams: updateWorkExperienceParams,
  removeParams: deleteWorkExperienceParams,
  build: (input) => ({
    ...input, job_function_id: input.job_function_id ?? null, industry_id: input.industry_id ?? null, end_date: input.end_date ?? null,
    is_currently_working: input.is_currently_working ?? false, salary: input.salary ?? null, currency_id: input.currency_id ?? null,
    description: input.description ?? null, is_hidden_from_company: input.is_hidden_from_company ?? false,
  }),
  check: (entry) => {
    const period = checkPeriod(entry.start_date, entry.end_date, entry.is_currently_working, 'end_date', START_BEFORE_END);
    return period ?? { ...entry, end_date: entry.is_currently_working ? null : entry.end_date };
  },
  reply: withoutOwner,
});

export function entryHandlers() {
  return [...licenseHandlers, ...linkHandlers, ...educationHandlers, ...workExperienceHandlers];
}
