/** Implied skills (max 10 → 41288, over 50 characters → 41297, duplicate → 41289) and languages (duplicate → 41290). */
import {
  addProfileLanguageBody, addProfileSkillBody, deleteProfileLanguageParams, deleteProfileSkillParams, updateProfileLanguageBody,
  updateProfileLanguageParams,
} from '../../../sdk/generated/jobseeker/zod';
import { operation } from '../../http/operation';
import { fail, ok } from '../../http/reply';
import { findCatalogOption } from '../../seed/config/catalog';
import { entriesOf, ownedEntry, takeProfileId, withoutOwner } from '../../state/profile';
import { validateBody, validateValues } from '../validate-request';
import { invalidField, signedInProfile } from './profile-request';
import { toLanguage } from './profile-projections';

export const MAX_SKILLS = 10;
export const MAX_SKILL_LENGTH = 50;

function skillHandlers() {
  return [
    operation('listProfileSkills', async ({ request }) => {
      const signedIn = await signedInProfile(request);
      if ('response' in signedIn) return signedIn.response;
      return ok({ skills: entriesOf(signedIn.state.skills, signedIn.user.id).map(withoutOwner) });
    }),
    operation('addProfileSkill', async ({ request }) => {
      const signedIn = await signedInProfile(request);
      if ('response' in signedIn) return signedIn.response;
      const body = await validateBody(request, addProfileSkillBody);
      if (!body.ok) return body.response;
      const { state, user } = signedIn;
      const value = body.data.value.trim();
      if (!value) return invalidField('value', 'This field is required.');
      if (value.length > MAX_SKILL_LENGTH) return fail(41297);
      const skills = entriesOf(state.skills, user.id);
      if (skills.some((skill) => skill.value.toLowerCase() === value.toLowerCase())) return fail(41289);
      if (skills.length >= MAX_SKILLS) return fail(41288);
      const skill = { id: takeProfileId(state), user_id: user.id, value };
      state.skills.set(skill.id, skill);
      return ok(withoutOwner(skill));
    }),
    operation('deleteProfileSkill', async ({ request, params }) => {
      const signedIn = await signedInProfile(request);
      if ('response' in signedIn) return signedIn.response;
      const path = validateValues(params, deleteProfileSkillParams);
      if (!path.ok) return path.response;
      const skill = ownedEntry(signedIn.state.skills, path.data.id, signedIn.user.id);
      if (!skill) return fail(40004);
      signedIn.state.skills.delete(skill.id);
      return ok({ id: skill.id });
    }),
  ];
}

function languageHandlers() {
  return [
    operation('listProfileLanguages', async ({ request }) => {
      const signedIn = await signedInProfile(request);
      if ('response' in signedIn) return signedIn.response;
      return ok({ languages: entriesOf(signedIn.state.languages, signedIn.user.id).map(toLanguage) });
    }),
    operation('addProfileLanguage', async ({ request }) => {
      const signedIn = await signedInProfile(request);
      if ('response' in signedIn) return signedIn.response;
      const body = await validateBody(request, addProfileLanguageBody);
      if (!body.ok) return body.response;
      const { state, user } = signedIn;
      if (!findCatalogOption('language_lists', body.data.language_id)) return invalidField('language_id', 'The selected language is invalid.');
      if (entriesOf(state.languages, user.id).some((language) => language.language_id === body.data.language_id)) return fail(41290);
      const language = { id: takeProfileId(state), user_id: user.id, language_id: body.data.language_id, proficiency: body.data.proficiency };
      state.languages.set(language.id, language);
      return ok(toLanguage(language));
    }),
    operation('updateProfileLanguage', async ({ request, params }) => {
      const signedIn = await signedInProfile(request);
      if ('response' in signedIn) return signedIn.response;
      const path = validateValues(params, updateProfileLanguageParams);
      if (!path.ok) return path.response;
      const body = await validateBody(request, updateProfileLanguageBody);
      if (!body.ok) return body.response;
      const language = ownedEntry(signedIn.state.languages, path.data.id, signedIn.user.id);
      if (!language) return fail(40004);
      language.proficiency = body.data.proficiency;
      return ok(toLanguage(language));
    }),
    operation('deleteProfileLanguage', async ({ request, params }) => {
      const signedIn = await signedInProfile(request);
      if ('response' in signedIn) return signedIn.response;
      const path = validateValues(params, deleteProfileLanguageParams);
      if (!path.ok) return path.response;
      const language = ownedEntry(signedIn.state.languages, path.data.id, signedIn.user.id);
      if (!language) return fail(40004);
      signedIn.state.languages.delete(language.id);
      return ok({ id: language.id });
    }),
  ];
}

export function skillLanguageHandlers() {
  return [...skillHandlers(), ...languageHandlers()];
}
