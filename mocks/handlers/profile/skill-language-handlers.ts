/** Implied skills (max 10 → 41288, over 50 characters → 41297, duplicate → 41289) and languages (duplicate → 41290). */
import { ErrorCode } from '../../../sdk/generated/error-codes';
import {
  addProfileLanguageBody, addProfileSkillBody, deleteProfileLanguageParams, deleteProfileSkillParams, updateProfileLanguageBody,
  updateProfileLanguageParams,
} from '../../../sdk/generated/jobseeker/zod';
import { defineOperation } from '../../http/define-operation';
import { fail, ok } from '../../http/reply';
import { findCatalogOption } from '../../seed/config/catalog';
import { entriesOf, languages, ownedEntry, setLanguageProficiency, skills, withoutOwner } from '../../state/profile';
import { invalidField } from './profile-request';
import { languagesOf, toLanguage } from './profile-projections';

export const MAX_SKILLS = 10;
export const MAX_SKILL_LENGTH = 50;

function skillHandlers() {
  return [
    defineOperation('listProfileSkills', {
      access: 'user',
      handle: async ({ user }) => ok({ skills: (await entriesOf(skills, user.id)).map(withoutOwner) }),
    }),
    defineOperation('addProfileSkill', {
      access: 'user',
      body: addProfileSkillBody,
      handle: async ({ user, body }) => {
        const value = body.value.trim();
        if (!value) return invalidField('value', 'This field is required.');
        if (value.length > MAX_SKILL_LENGTH) return fail(ErrorCode.SkillTooLong);
        const own = await entriesOf(skills, user.id);
        if (own.some((skill) => skill.value.toLowerCase() === value.toLowerCase())) return fail(ErrorCode.SkillExists);
        if (own.length >= MAX_SKILLS) return fail(ErrorCode.TooManySkills);
        return ok(withoutOwner(await skills.insert({ user_id: user.id, value })));
      },
    }),
    defineOperation('deleteProfileSkill', {
      access: 'user',
      params: deleteProfileSkillParams,
      handle: async ({ user, params }) => {
        const skill = await ownedEntry(skills, params.id, user.id);
        if (!skill) return fail(ErrorCode.NotFound);
        await skills.remove(skill);
        return ok({ id: skill.id });
      },
    }),
  ];
}

function languageHandlers() {
  return [
    defineOperation('listProfileLanguages', {
      access: 'user',
      handle: async ({ user, ctx }) => ok({ languages: languagesOf({ languages: await entriesOf(languages, user.id) }, ctx) }),
    }),
    defineOperation('addProfileLanguage', {
      access: 'user',
      body: addProfileLanguageBody,
      handle: async ({ user, body, ctx }) => {
        if (!findCatalogOption('language_lists', body.language_id)) return invalidField('language_id', 'The selected language is invalid.');
        if ((await entriesOf(languages, user.id)).some((language) => language.language_id === body.language_id)) return fail(ErrorCode.LanguageExists);
        return ok(toLanguage(await languages.insert({ user_id: user.id, language_id: body.language_id, proficiency: body.proficiency }), ctx));
      },
    }),
    defineOperation('updateProfileLanguage', {
      access: 'user',
      params: updateProfileLanguageParams,
      body: updateProfileLanguageBody,
      handle: async ({ user, params, body, ctx }) => {
        const language = await ownedEntry(languages, params.id, user.id);
        if (!language) return fail(ErrorCode.NotFound);
        return ok(toLanguage(await setLanguageProficiency(language, body.proficiency), ctx));
      },
    }),
    defineOperation('deleteProfileLanguage', {
      access: 'user',
      params: deleteProfileLanguageParams,
      handle: async ({ user, params }) => {
        const language = await ownedEntry(languages, params.id, user.id);
        if (!language) return fail(ErrorCode.NotFound);
        await languages.remove(language);
        return ok({ id: language.id });
      },
    }),
  ];
}

export function skillLanguageHandlers() {
  return [...skillHandlers(), ...languageHandlers()];
}
