/** P01 completeProfile, P02/P03 lists, P05 updateMyProfile, P06 getMyProfile, P08 checkFirstRegistration. */
import { ErrorCode } from '../../../sdk/generated/error-codes';
import { completeProfileBody, getMyProfileQueryParams, updateMyProfileBody } from '../../../sdk/generated/jobseeker/zod';
import { defineOperation } from '../../http/define-operation';
import { fail, ok } from '../../http/reply';
import { findCatalogOption } from '../../seed/config/catalog';
import { allAccounts, updateAccount, type AccountRecord } from '../../state/accounts';
import { normaliseDialCode, normaliseNationalNumber, checkMobileNumber } from '../../state/phone-rules';
import { educations, entriesOf, preferences, updateProfileDetails, userProfile, workExperiences } from '../../state/profile';
import { definedFields, invalidField, todayIso, yearsSince } from './profile-request';
import { completenessOf, educationsOf, toBasicInfo, toOnlineProfile, workExperiencesOf } from './profile-projections';

export const MINIMUM_AGE = 16;

type ProfileUpdate = ReturnType<typeof updateMyProfileBody.parse>;

/** The account's new phone, or the reply refusing it (country format, length, used by another account). */
async function checkPhone(user: AccountRecord, update: ProfileUpdate): Promise<{ code: string; number: string } | Response | null> {
  if (update.phone_country_code === undefined && update.phone_num === undefined) return null;
  if (!update.phone_country_code || !update.phone_num) {
    return invalidField(update.phone_num ? 'phone_country_code' : 'phone_num', 'The phone number and its country code go together.');
  }
  const code = normaliseDialCode(update.phone_country_code);
  const number = normaliseNationalNumber(update.phone_num);
  const refused = checkMobileNumber(code, number);
  if (refused === ErrorCode.ValidationFailed) return invalidField('phone_num', 'Invalid phone number.');
  if (refused !== null) return fail(refused);
  for (const other of await allAccounts()) {
    if (other.id !== user.id && other.phone_country_code === code && other.phone_num === number) return fail(ErrorCode.PhoneUsedByAnotherAccount);
  }
  return { code, number };
}

function checkUpdate(update: ProfileUpdate): Response | null {
  if (update.birthday) {
    if (update.birthday > todayIso()) return invalidField('birthday', 'The birthday must be a date in the past.');
    if (yearsSince(update.birthday) < MINIMUM_AGE) return invalidField('birthday', `You must be at least ${MINIMUM_AGE} years old.`);
  }
  if (update.notice_period_id && !findCatalogOption('notice_period_lists', update.notice_period_id)) {
    return invalidField('notice_period_id', 'The selected notice period is invalid.');
  }
  if (update.user_identity_id && !findCatalogOption('user_identity_lists', update.user_identity_id)) {
    return invalidField('user_identity_id', 'The selected identity is invalid.');
  }
  return null;
}

export function basicInfoHandlers() {
  return [
    defineOperation('completeProfile', {
      access: 'user',
      body: completeProfileBody,
      handle: async ({ user }) => {
        // Step 1 of the setup saves a preference; completing without one is refused.
        if ((await entriesOf(preferences, user.id)).length === 0) return invalidField('job_preferences', 'Add a job preference first.');
        const completed = await updateAccount(user, { is_profile_completed: true });
        return ok({ is_profile_completed: true, completeness: completenessOf(await userProfile(user.id), completed) });
      },
    }),
    defineOperation('listWorkExperiences', {
      access: 'user',
      handle: async ({ user }) => ok({ work_experiences: workExperiencesOf({ workExperiences: await entriesOf(workExperiences, user.id) }) }),
    }),
    defineOperation('listEducations', {
      access: 'user',
      handle: async ({ user, ctx }) => ok({ educations: educationsOf({ educations: await entriesOf(educations, user.id) }, ctx) }),
    }),
    defineOperation('updateMyProfile', {
      access: 'user',
      body: updateMyProfileBody,
      handle: async ({ user, body, ctx }) => {
        const refused = checkUpdate(body);
        if (refused) return refused;
        const phone = await checkPhone(user, body);
        if (phone instanceof Response) return phone;
        const { first_name, last_name, notice_period_id, user_identity_id, phone_country_code: _code, phone_num: _number, ...details } = definedFields(body);
        // The account holds what the session user cookie shows.
        let updated = await updateAccount(user, definedFields({ first_name, last_name, notice_period_id, user_identity_id }));
        if (phone && (phone.code !== updated.phone_country_code || phone.number !== updated.phone_num)) {
          updated = await updateAccount(updated, { phone_country_code: phone.code, phone_num: phone.number, is_mobile_verified: false });
        }
        return ok(toBasicInfo({ details: await updateProfileDetails(user.id, details) }, updated, ctx));
      },
    }),
    defineOperation('getMyProfile', {
      access: 'user',
      query: getMyProfileQueryParams,
      handle: async ({ user, ctx }) => ok(toOnlineProfile(await userProfile(user.id), user, ctx)),
    }),
    defineOperation('checkFirstRegistration', {
      access: 'user',
      handle: async ({ user }) => ok({ is_first_registration: user.is_new_account && !user.is_profile_completed }),
    }),
  ];
}
