/**
 * The license or certification form (spec sections 3 and 5): name and issuer required, an issue date
 * before the expiry date, or "does not expire"; the credential URL, when given, a valid http(s) URL.
 */
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { LicenseCertificationInput, ProfileLicenseCertification } from '@sdk/generated/jobseeker/hooks';
import {
  createLicenseCertificationBodyCredentialIdMax, createLicenseCertificationBodyCredentialUrlMax, createLicenseCertificationBodyIssuingOrganizationMax,
  createLicenseCertificationBodyNameMax, updateLicenseCertificationBodyCredentialIdMax, updateLicenseCertificationBodyCredentialUrlMax,
  updateLicenseCertificationBodyIssuingOrganizationMax, updateLicenseCertificationBodyNameMax,
} from '@sdk/generated/jobseeker/zod';
import { periodEndRule, requiredText } from '../../../lib/form-rules';
import { DATE_INPUT } from '../form/dates';
import { urlRule } from '../form/profile-rules';

/** The form adds (createLicenseCertification) and edits (updateLicenseCertification): each bound is the tighter of the two. */
const NAME_MAX = Math.min(createLicenseCertificationBodyNameMax, updateLicenseCertificationBodyNameMax);
const ISSUER_MAX = Math.min(createLicenseCertificationBodyIssuingOrganizationMax, updateLicenseCertificationBodyIssuingOrganizationMax);
const CREDENTIAL_ID_MAX = Math.min(createLicenseCertificationBodyCredentialIdMax, updateLicenseCertificationBodyCredentialIdMax);
const CREDENTIAL_URL_MAX = Math.min(createLicenseCertificationBodyCredentialUrlMax, updateLicenseCertificationBodyCredentialUrlMax);

export function licenseSchema(t: TFunction) {
  const date = (required: boolean) =>
    z
      .string()
      .refine((value) => (required ? value !== '' : true), t('common:validation.required'))
      .refine((value) => value === '' || DATE_INPUT.test(value), t('profile:form.invalidDate'));
  return z
    .object({
      name: requiredText(t, NAME_MAX),
      issuing_organization: requiredText(t, ISSUER_MAX),
      issue_date: date(true),
      expiry_date: date(false),
      does_not_expire: z.boolean(),
      credential_id: z.string().trim().max(CREDENTIAL_ID_MAX, t('common:validation.tooLong')),
      credential_url: urlRule(t, { required: false, max: CREDENTIAL_URL_MAX }),
      attachment_url: z.string(),
    })
    .superRefine(
      periodEndRule(t, { start: 'issue_date', end: 'expiry_date', ongoing: 'does_not_expire' }, {
        required: t('profile:licenses.errors.expiryRequired'),
        order: t('profile:licenses.errors.issueBeforeExpiry'),
      }),
    );
}

export type LicenseInput = z.input<ReturnType<typeof licenseSchema>>;
export type LicenseValues = z.output<ReturnType<typeof licenseSchema>>;

export function licenseDefaults(entry?: ProfileLicenseCertification): LicenseInput {
  return {
    name: entry?.name ?? '',
    issuing_organization: entry?.issuing_organization ?? '',
    issue_date: entry?.issue_date ?? '',
    expiry_date: entry?.expiry_date ?? '',
    does_not_expire: entry?.does_not_expire ?? false,
    credential_id: entry?.credential_id ?? '',
    credential_url: entry?.credential_url ?? '',
    attachment_url: entry?.attachment_url ?? '',
  };
}

export function toLicenseInput(values: LicenseValues, attachmentUrl: string | null): LicenseCertificationInput {
  return {
    name: values.name,
    issuing_organization: values.issuing_organization,
    issue_date: values.issue_date,
    expiry_date: values.does_not_expire ? null : values.expiry_date || null,
    does_not_expire: values.does_not_expire,
    credential_id: values.credential_id || null,
    credential_url: values.credential_url || null,
    attachment_url: attachmentUrl,
  };
}
