/**
 * The seeded config lists write their labels as each language does: English in Title Case (the catalogue's
 * own values), Brazilian Portuguese, Spanish, Indonesian, Malay and Turkish in sentence case, a capital
 * on the first letter only, and on proper nouns and acronyms ("Cidadão de Singapura", "Analista de SEO",
 * "Bahasa Inggris", "Mandarin Çincesi"). The labels travel into the pages (filters, profile facts,
 * headings), where "1 Semana" or "5-10 Anos" read as wrongly capitalised.
 */
import { describe, expect, it } from 'vitest';
import { buildConfigLists } from '../../mocks/seed/config/build-config-lists';
import type { ConfigLists, ConfigOption, LanguageCode } from '../../mocks/seed/config/types';

const SENTENCE_CASE_LANGUAGES = ['pt-br', 'es-es', 'id', 'ms', 'tr'] as const satisfies readonly LanguageCode[];
type SentenceCaseLanguage = (typeof SENTENCE_CASE_LANGUAGES)[number];

/** The label of `key` in `list`, as the G01 reply gives it in `language`. */
function label(language: LanguageCode, list: keyof ConfigLists, key: string): string | undefined {
  return (buildConfigLists('ph', language)[list] as ConfigOption[]).find((option) => option.key === key)?.value;
}

const KNOWN: Record<SentenceCaseLanguage, [keyof ConfigLists, string, string][]> = {
  'pt-br': [
    ['notice_period_lists', 'one_week', '1 semana'], ['notice_period_lists', 'more_than_three_months', 'Mais de 3 meses'],
    ['xp_lvls', 'five_to_ten_years', '5-10 anos'], ['xp_lvls', 'no_experience', 'Sem experiência'], ['work_xps', 'less_than_one_year', 'Menos de 1 ano'],
    ['job_types', 'full_time', 'Tempo integral'], ['resume_last_updated_time_lists', 'within_one_week', 'Última semana'],
    ['job_category_lists', 'customer_service', 'Atendimento ao cliente'], ['function_titles', 'senior-accountant-1012', 'Contador sênior'],
    ['function_titles', 'seo-specialist-4012', 'Analista de SEO'], ['language_lists', 'mandarin', 'Chinês mandarim'],
    ['user_identity_lists', 'singapore_citizen', 'Cidadão de Singapura'], ['user_identity_lists', 'employment_pass', 'Employment Pass (visto de trabalho)'],
    ['company_financing_stage_lists', 'series_a', 'Série A'], ['feature_banners', 'web3_jobs', 'Vagas Web3'],
  ],
  'es-es': [
    ['notice_period_lists', 'one_week', '1 semana'], ['xp_lvls', 'five_to_ten_years', '5-10 años'], ['xp_lvls', 'no_experience', 'Sin experiencia'],
    ['job_types', 'full_time', 'Jornada completa'], ['function_titles', 'senior-accountant-1012', 'Contable sénior'],
    ['job_functions', 'hr_operations', 'Operaciones de RR. HH.'], ['language_lists', 'mandarin', 'Chino mandarín'],
    ['user_identity_lists', 'singapore_citizen', 'Ciudadano de Singapur'],
  ],
  id: [
    ['notice_period_lists', 'one_week', '1 minggu'], ['xp_lvls', 'five_to_ten_years', '5-10 tahun'], ['xp_lvls', 'no_experience', 'Tanpa pengalaman'],
    ['job_types', 'full_time', 'Penuh waktu'], ['educations', 'bachelors_degree', 'Sarjana (S1)'], ['language_lists', 'english', 'Bahasa Inggris'],
    ['user_identity_lists', 'singapore_citizen', 'Warga negara Singapura'],
  ],
  ms: [
    ['notice_period_lists', 'one_week', '1 minggu'], ['xp_lvls', 'five_to_ten_years', '5-10 tahun'], ['xp_lvls', 'no_experience', 'Tiada pengalaman'],
    ['job_types', 'full_time', 'Sepenuh masa'], ['educations', 'high_school', 'Sekolah menengah (SPM)'], ['language_lists', 'english', 'Bahasa Inggeris'],
  ],
  tr: [
    ['notice_period_lists', 'one_week', '1 hafta'], ['xp_lvls', 'five_to_ten_years', '5-10 yıl'], ['xp_lvls', 'fresh_graduate', 'Yeni mezun'],
    ['job_types', 'full_time', 'Tam zamanlı'], ['job_category_lists', 'administration', 'İdari işler'], ['salary_ranges', 'below_10k', '10 binin altı'],
    ['language_lists', 'mandarin', 'Mandarin Çincesi'], ['user_identity_lists', 'singapore_citizen', 'Singapur vatandaşı'],
  ],
};

describe('seeded config labels: sentence case where the language writes it', () => {
  it.each(SENTENCE_CASE_LANGUAGES)('%s: the labels people read in sentences have one capital, on the first word', (language) => {
    for (const [list, key, expected] of KNOWN[language]) expect(`${list}.${key}: ${label(language, list, key)}`).toBe(`${list}.${key}: ${expected}`);
  });

  it('en-us keeps the catalogue\'s Title Case', () => {
    expect(label('en-us', 'notice_period_lists', 'one_week')).toBe('1 Week');
    expect(label('en-us', 'xp_lvls', 'five_to_ten_years')).toBe('5-10 Years');
    expect(label('en-us', 'xp_lvls', 'no_experience')).toBe('No Experience');
  });

  /**
   * A later word in Title Case ("Capitalised", not an acronym like "SEO", "RR.", "İK", not "DevOps" or "Web3")
   * must be a proper noun: a place, a language name where the language capitalises it, a pass's official name.
   */
  const PROPER_NOUNS: Record<SentenceCaseLanguage, readonly string[]> = {
    'pt-br': ['Singapura', 'Pass'],
    'es-es': ['Singapur', 'Pass'],
    id: ['Singapura', 'Pass', 'Inggris', 'Mandarin', 'Kanton', 'Jepang', 'Korea', 'Indonesia', 'Melayu', 'Filipino', 'Thai', 'Vietnam', 'Spanyol',
      'Portugis', 'Turki', 'Arab', 'Prancis', 'Jerman', 'Hindi', 'Tamil', 'Sinhala', 'Serbia', 'Employment', 'Personalised'],
    ms: ['Singapura', 'Inggeris', 'Mandarin', 'Kantonis', 'Jepun', 'Korea', 'Indonesia', 'Melayu', 'Filipino', 'Thai', 'Vietnam', 'Sepanyol',
      'Portugis', 'Turki', 'Arab', 'Perancis', 'Jerman', 'Hindi', 'Tamil', 'Sinhala', 'Serbia'],
    tr: ['Pass', 'Çincesi'],
  };
  /** Lists of proper nouns and brand names only. */
  const NAMES_ONLY = new Set<keyof ConfigLists>(['country_lists', 'location_lists', 'social_types', 'currency_lists']);

  it.each(SENTENCE_CASE_LANGUAGES)('%s: no list label has a Title Case word after its first but a proper noun', (language) => {
    const lists = buildConfigLists('ph', language);
    const locale = language === 'tr' ? 'tr' : language;
    const offenders: string[] = [];
    for (const [name, options] of Object.entries(lists) as [keyof ConfigLists, ConfigOption[]][]) {
      if (NAMES_ONLY.has(name)) continue;
      for (const option of options) {
        const later = option.value.split(/[\s/-]+/).slice(1).map((word) => word.replace(/^\(|[),.]$/g, ''));
        const titleCased = later.filter((word) => {
          const rest = word.slice(1);
          return word.length > 1 && !/\p{N}/u.test(word) && word[0] !== word[0]!.toLocaleLowerCase(locale) && rest === rest.toLocaleLowerCase(locale);
        });
        for (const word of titleCased) if (!PROPER_NOUNS[language].includes(word)) offenders.push(`${name}.${option.key}: ${option.value}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
