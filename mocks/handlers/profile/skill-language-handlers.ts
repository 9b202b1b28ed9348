/** Implied skills (max 10 → 41288, over 50 characters → 41297, duplicate → 41289) and languages (duplicate → 41290). */
import { ErrorCode } from '../../../sdk/generated/error-codes';
import {
  addProfileLanguageBody, addProfileSkillBody, deleteProfileLanguageParams, deleteProfileSkillParams, updateProfileLanguageBody,
  updateProfileLanguageParams,
} from '../../../sdk/generated/jobseeker/zod';
import { defineOperation } from '../../http/define-operation';
import { fail, ok } from '../../http/reply';
import { findCatalogOption } from '../../seed/config/catalog';
import {
  addProfileEntry, entriesOf, ownedEntry, profiles, removeProfileEntry, setLanguageProficiency, withoutOwner, type LanguageRecord, type SkillRecord,
} from '../../state/profile';
import { invalidField } from './profile-request';
import { languagesOf, toLanguage } from './profile-projections';

export const MAX_SKILLS = 10;
export const MAX_SKILL_LENGTH = 50;

function skillHandlers() {
  return [
    defineOperation('listProfileSkills', {
      access: 'user',
      handle: async ({ user }) => ok({ skills: entriesOf((await profiles()).skills, user.id).map(withoutOwner) }),
    }),
    defineOperation('addProfileSkill', {
      access: 'user',
      body: addProfileSkillBody,
      handle: async ({ user, body }) => {
        const state = await profiles();
        const value = body.value.trim();
        if (!value) return invalidField('value', 'This field is required.');
        if (value.length > MAX_SKILL_LENGTH) return fail(ErrorCode.SkillTooLong);
        const skills = entriesOf(state.skills, user.id);
        if (skills.some((skill) => skill.value.toLowerCase() === value.toLowerCase())) return fail(ErrorCode.SkillExists);
        if (skills.length >= MAX_SKILLS) return fail(ErrorCode.TooManySkills);
        return ok(withoutOwner(addProfileEntry<SkillRecord>(state, state.skills, { user_id: user.id, value })));
      },
    }),
    defineOperation('deleteProfileSkill', {
      access: 'user',
      params: deleteProfileSkillParams,
      handle: async ({ user, params }) => {
        const state = await profiles();
        const skill = ownedEntry(state.skills, params.id, user.id);
        if (!skill) return fail(ErrorCode.NotFound);
        removeProfileEntry(state.skills, skill.id);
        return ok({ id: skill.id });
      },
    }),
  ];
}

function languageHandlers() {
  return [
    defineOperation('listProfileLanguages', {
      access: 'user',
      handle: async ({ user, ctx }) => ok({ languages: languagesOf(await profiles(), user.id, ctx) }),
    }),
    defineOperation('addProfileLanguage', {
      access: 'user',
      body: addProfileLanguageBody,
      handle: async ({ user, body, ctx }) => {
        const state = await profiles();
        if (!findCatalogOption('language_lists', body.language_id)) return invalidField('language_id', 'The selected language is invalid.');
        if (entriesOf(state.languages, user.id).some((language) => language.language_id === body.language_id)) return fail(ErrorCode.LanguageExists);
        return ok(toLanguage(addProfileEntry<LanguageRecord>(state, state.languages, { user_id: user.id, language_id: body.language_id, proficiency: body.proficiency }), ctx));
      },
    }),
    defineOperation('updateProfileLanguage', {
      access: 'user',
      params: updateProfileLanguageParams,
      body: updateProfileLanguageBody,
      handle: async ({ user, params, body, ctx }) => {
        const language = ownedEntry((await profiles()).languages, params.id, user.id);
        if (!language) return fail(ErrorCode.NotFound);
        setLanguageProficiency(language, body.proficiency);
        return ok(toLanguage(language, ctx));
      },
    }),
    defineOperation('deleteProfileLanguage', {
      access: 'user',
      params: deleteProfileLanguageParams,
      handle: async ({ user, params }) => {
        const state = await profiles();
        const language = ownedEntry(state.languages, params.id, user.id);
        if (!language) return fail(ErrorCode.NotFound);
        removeProfileEntry(state.languages, language.id);
        return ok({ id: language.id });
      },
    }),
  ];
}

export function skillLanguageHandlers() {
  return [...skillHandlers(), ...languageHandlers()];
}
