/** The resume template catalogue: fixed, public, the same for every country. */
export interface TemplateRecord {
  id: number;
  key: string;
  name: string;
  description: string;
  style: 'classic' | 'modern' | 'creative' | 'simple' | 'professional';
  is_free: boolean;
  supports_photo: boolean;
}

export const RESUME_TEMPLATES: readonly TemplateRecord[] = [
  { id: 1, key: 'classic', name: 'Classic', description: 'A one-column layout with clear section headings; suits finance, admin and government roles.', style: 'classic', is_free: true, supports_photo: false },
  { id: 2, key: 'modern', name: 'Modern', description: 'Two columns with a skills sidebar; suits tech, marketing and operations roles.', style: 'modern', is_free: true, supports_photo: true },
  { id: 3, key: 'creative', name: 'Creative', description: 'A bold header and accent colour for design, media and hospitality roles.', style: 'creative', is_free: true, supports_photo: true },
  { id: 4, key: 'simple', name: 'Simple', description: 'Plain text friendly to applicant tracking systems; a safe choice for any job.', style: 'simple', is_free: true, supports_photo: false },
  { id: 5, key: 'executive', name: 'Executive', description: 'Leads with a career summary and key achievements; for senior and managerial roles.', style: 'professional', is_free: true, supports_photo: true },
];

export const TEMPLATES_BY_ID: ReadonlyMap<number, TemplateRecord> = new Map(RESUME_TEMPLATES.map((template) => [template.id, template]));
