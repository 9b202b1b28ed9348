/**
 * The resume templates' descriptions in every language, by template key (data:
 * ./resume-template-descriptions.json). The catalogue
 * (mocks/state/resume-templates.ts) holds no text; the reply picks the request's language, English
 * for a language the seed does not know.
 */
import type { LanguageCode } from '../config/types';
import descriptionsByLanguage from './resume-template-descriptions.json';

export const RESUME_TEMPLATE_KEYS = ['classic', 'modern', 'creative', 'simple', 'executive'] as const;

export type ResumeTemplateKey = (typeof RESUME_TEMPLATE_KEYS)[number];

export type ResumeTemplateDescriptions = Readonly<Record<ResumeTemplateKey, string>>;

/** Every language's descriptions (./resume-template-descriptions.json): each language describes every template. */
export const RESUME_TEMPLATE_DESCRIPTIONS: Readonly<Record<LanguageCode, ResumeTemplateDescriptions>> =
  descriptionsByLanguage satisfies Record<LanguageCode, ResumeTemplateDescriptions>;

/** A template's description in the language; English for a language the seed does not know. */
export function resumeTemplateDescription(key: ResumeTemplateKey, language: string): string {
  const descriptions = Object.prototype.hasOwnProperty.call(RESUME_TEMPLATE_DESCRIPTIONS, language)
    ? RESUME_TEMPLATE_DESCRIPTIONS[language as LanguageCode]
    : RESUME_TEMPLATE_DESCRIPTIONS['en-us'];
  return descriptions[key];
}
