/**
 * The profile's config-list labels (education_level_value, language_value) answer in the request's
 * language (Language-Id), as the config lists label the same ids: the seed's translations of that
 * language, English unchanged. The stored entries hold ids only, so switching language shows the same
 * entries (same ids) in the new language. Every reply is also checked against its contract
 * (tests/support/mock-setup.ts).
 */
import { describe, expect, it } from 'vitest';
import { toEducation, toLanguage } from '../../mocks/handlers/profile/profile-projections';
import { LANGUAGE_ID_BY_CODE } from '../../mocks/handlers/request-context';
import { findCatalogOption } from '../../mocks/seed/config/catalog';
import { configTranslations } from '../../mocks/seed/config/translations';
import type { LanguageCode, ListTranslations } from '../../mocks/seed/config/types';
import { educations, languages } from '../../mocks/state/profile';
import {
  addProfileLanguage, createEducation, getMyProfile, listEducations, listProfileLanguages, updateEducation, updateProfileLanguage,
} from '../../sdk/generated/jobseeker/hooks';
import { asComplete } from '../support/api-calls';

/** The seed's per-language tables the replies must match. */
const SEEDED: Readonly<Record<'pt-br' | 'ja' | 'ar', ListTranslations>> = { 'pt-br': configTranslations['pt-br'].lists, ja: configTranslations.ja.lists, ar: configTranslations.ar.lists };

function inLanguage(language: LanguageCode) {
  return { headers: { ...asComplete.headers, 'Language-Id': String(LANGUAGE_ID_BY_CODE[language]) } };
}

function seededEducation(language: keyof typeof SEEDED, id: number): string {
  const key = findCatalogOption('educations', id)?.key;
  const value = key === undefined ? undefined : SEEDED[language].educations[key];
  if (value === undefined) throw new Error(`No ${language} label seeded for education level ${id}`);
  return value;
}

function seededLanguage(language: keyof typeof SEEDED, id: number): string {
  const key = findCatalogOption('language_lists', id)?.key;
  const value = key === undefined ? undefined : SEEDED[language].language_lists[key];
  if (value === undefined) throw new Error(`No ${language} label seeded for language ${id}`);
  return value;
}

/** Maria's seeded labels in English, as the English-only mocks answered them. */
const ENGLISH_EDUCATIONS = ['MBA', "Bachelor's Degree"];
const ENGLISH_LANGUAGES = ['English', 'Filipino'];

describe('profile labels in the request language', () => {
  it('answers en-us with the English labels, unchanged', async () => {
    const profile = await getMyProfile({ source: 'web' }, inLanguage('en-us'));
    expect(profile.educations.map((entry) => entry.education_level_value)).toEqual(ENGLISH_EDUCATIONS);
    expect(profile.languages.map((entry) => entry.language_value)).toEqual(ENGLISH_LANGUAGES);
    expect((await listEducations(inLanguage('en-us'))).educations.map((entry) => entry.education_level_value)).toEqual(ENGLISH_EDUCATIONS);
    expect((await listProfileLanguages(inLanguage('en-us'))).languages.map((entry) => entry.language_value)).toEqual(ENGLISH_LANGUAGES);
  });

  it.each(['pt-br', 'ja', 'ar'] as const)('answers %s with the seeded translations, the same entries as in English', async (language) => {
    const english = await getMyProfile({ source: 'web' }, inLanguage('en-us'));
    const profile = await getMyProfile({ source: 'web' }, inLanguage(language));
    // Same entries (ids, fields) as in English; only the labels change.
    expect(profile.educations.map((entry) => ({ ...entry, education_level_value: '' })))
      .toEqual(english.educations.map((entry) => ({ ...entry, education_level_value: '' })));
    expect(profile.languages.map((entry) => ({ ...entry, language_value: '' })))
      .toEqual(english.languages.map((entry) => ({ ...entry, language_value: '' })));

    const educationLabels = profile.educations.map((entry) => seededEducation(language, entry.education_level_id));
    const languageLabels = profile.languages.map((entry) => seededLanguage(language, entry.language_id));
    expect(profile.educations.map((entry) => entry.education_level_value)).toEqual(educationLabels);
    expect(profile.languages.map((entry) => entry.language_value)).toEqual(languageLabels);
    // The seed translates Bachelor's Degree and English in every one of these languages.
    expect(educationLabels).not.toEqual(ENGLISH_EDUCATIONS);
    expect(languageLabels).not.toEqual(ENGLISH_LANGUAGES);

    // The lists (P03, languages) label them the same way.
    expect((await listEducations(inLanguage(language))).educations.map((entry) => entry.education_level_value)).toEqual(educationLabels);
    expect((await listProfileLanguages(inLanguage(language))).languages.map((entry) => entry.language_value)).toEqual(languageLabels);
  });

  it.each(['pt-br', 'ja', 'ar'] as const)('labels what a create or an update returns in %s', async (language) => {
    const education = await createEducation(
      { school_name: 'Universidade de São Paulo', education_level_id: 5, start_date: '2019-02-01', is_currently_attending: true },
      inLanguage(language),
    );
    expect(education.education_level_value).toBe(seededEducation(language, 5));
    const updated = await updateEducation(education.id, { education_level_id: 7 }, inLanguage(language));
    expect(updated.education_level_value).toBe(seededEducation(language, 7));

    const added = await addProfileLanguage({ language_id: 12, proficiency: 'conversational' }, inLanguage(language));
    expect(added.language_value).toBe(seededLanguage(language, 12));
    const changed = await updateProfileLanguage(added.id, { proficiency: 'professional' }, inLanguage(language));
    expect(changed.language_value).toBe(seededLanguage(language, 12));

    // Stored language-neutral: the same entries read back in English.
    const english = await getMyProfile({ source: 'web' }, inLanguage('en-us'));
    expect(english.educations.find((entry) => entry.id === education.id)?.education_level_value).toBe('Doctorate');
    expect(english.languages.find((entry) => entry.id === added.id)?.language_value).toBe('Portuguese');
  });

  it('stores ids only, and falls back to English for a language the seed does not know', async () => {
    const storedEducations = (await educations()).all();
    const storedLanguages = (await languages()).all();
    const stored = [...storedEducations, ...storedLanguages];
    expect(stored.length).toBeGreaterThan(0);
    for (const entry of stored) expect(Object.keys(entry).filter((field) => field.endsWith('_value'))).toEqual([]);

    const unknown = { country: 'ph', language: 'xx' as LanguageCode } as const;
    const [education] = storedEducations.filter((entry) => entry.education_level_id === 4);
    const [language] = storedLanguages.filter((entry) => entry.language_id === 1);
    expect(toEducation(education!, unknown).education_level_value).toBe("Bachelor's Degree");
    expect(toLanguage(language!, unknown).language_value).toBe('English');
  });
});
