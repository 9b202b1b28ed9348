/**
 * The resume template catalogue: fixed, public, the same for every country. The descriptions are
 * texts in every language (mocks/seed/i18n/resume-templates.ts), added to a reply in the request's language.
 */
import type { ResumeTemplateKey } from '../seed/i18n/resume-templates';

export interface TemplateRecord {
  id: number;
  key: ResumeTemplateKey;
  name: string;
  style: 'classic' | 'modern' | 'creative' | 'simple' | 'professional';
  is_free: boolean;
  supports_photo: boolean;
}

export const RESUME_TEMPLATES: readonly TemplateRecord[] = [
  { id: 1, key: 'classic', name: 'Classic', style: 'classic', is_free: true, supports_photo: false },
  { id: 2, key: 'modern', name: 'Modern', style: 'modern', is_free: true, supports_photo: true },
  { id: 3, key: 'creative', name: 'Creative', style: 'creative', is_free: true, supports_photo: true },
  { id: 4, key: 'simple', name: 'Simple', style: 'simple', is_free: true, supports_photo: false },
  { id: 5, key: 'executive', name: 'Executive', style: 'professional', is_free: true, supports_photo: true },
];

export const TEMPLATES_BY_ID: ReadonlyMap<number, TemplateRecord> = new Map(RESUME_TEMPLATES.map((template) => [template.id, template]));
