/**
 * The notification center (W24) and the resume-template catalogue answer in the request's language
 * (Language-Id): the seeded texts of that language, names filled in where the language puts them,
 * English unchanged and the fallback for a language the seed does not know. Notifications store a
 * text key and values only, so switching language shows the same notifications (same ids, same read
 * state) in the new one. Every reply is also checked against its contract (tests/support/mock-setup.ts).
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGE_ID_BY_CODE } from '../../mocks/handlers/request-context';
import type { LanguageCode } from '../../mocks/seed/config/types';
import { formatMessage, placeholdersOf, variantsOf } from '../../mocks/seed/i18n/message-format';
import { NOTIFICATION_TEXT_PARAMS, NOTIFICATION_TEXTS, notificationTextsFor, type NotificationTextKey } from '../../mocks/seed/i18n/notifications';
import { RESUME_TEMPLATE_DESCRIPTIONS, RESUME_TEMPLATE_KEYS, resumeTemplateDescription } from '../../mocks/seed/i18n/resume-templates';
import { notifications } from '../../mocks/state/notifications';
import { listNotifications, markNotificationRead } from '../../sdk/generated/apiGo/hooks';
import { getResumeTemplate, listResumeTemplates } from '../../sdk/generated/jobseeker/hooks';
import { asComplete } from '../support/api-calls';

const LANGUAGES = Object.keys(LANGUAGE_ID_BY_CODE) as LanguageCode[];
const TRANSLATED = LANGUAGES.filter((language) => language !== 'en-us');

function inLanguage(language: LanguageCode, options: { headers?: Record<string, string> } = {}) {
  return { headers: { ...options.headers, 'Language-Id': String(LANGUAGE_ID_BY_CODE[language]) } };
}

/** Maria's 15 notifications, newest first, as the English seed wrote them before it had other languages. */
const ENGLISH_NOTIFICATIONS: readonly (readonly [title: string, content: string])[] = [
  ['New interview invitation', 'You have a new interview invitation. Pick a time that suits you.'],
  ['Interview rescheduled', 'Your Google Meet interview was moved; check the new time.'],
  ['New message', 'A recruiter replied to your application.'],
  ['Resume viewed', 'Your resume was viewed by a recruiter.'],
  ['Jobs picked for you', '12 new accountant jobs in Makati match your preferences.'],
  ['Interview tomorrow', 'Reminder: check in from two hours before your interview starts.'],
  ['VIP extended', 'Paolo joined with your invite code: you both got one month of free VIP.'],
  ['Withdrawal completed', 'Your withdrawal of 500 points to TRC20 has been processed.'],
  ['Application update', 'Your application moved to the interview stage.'],
  ['Phone number exchanged', 'A recruiter shared their phone number with you.'],
  ['Stay safe', 'Never pay a fee to apply for a job. Report suspicious recruiters.'],
  ['Remote jobs for you', '5 remote finance jobs open to the Philippines.'],
  ['Welcome to VIP', 'Angelica joined with your invite code: one more month of free VIP.'],
  ['Who viewed me', 'Three companies viewed your profile this week.'],
  ['Complete your profile', 'Profiles with work experience get more interview invitations.'],
];

const ENGLISH_TEMPLATE_DESCRIPTIONS = {
  classic: 'A one-column layout with clear section headings; suits finance, admin and government roles.',
  modern: 'Two columns with a skills sidebar; suits tech, marketing and operations roles.',
  creative: 'A bold header and accent colour for design, media and hospitality roles.',
  simple: 'Plain text friendly to applicant tracking systems; a safe choice for any job.',
  executive: 'Leads with a career summary and key achievements; for senior and managerial roles.',
};

/** The texts whose values the seed fills in, as they must read once filled in (names in each language's word order). */
const FILLED_IN: Partial<Record<LanguageCode, Partial<Record<NotificationTextKey, string>>>> = {
  ja: {
    interview_rescheduled: 'Google Meetでの面接の日時が変更されました。新しい日時をご確認ください。',
    jobs_picked: 'マカティで希望条件に合う経理担当の新着求人が12件あります。',
    vip_extended_by_invite: 'Paoloさんがあなたの招待コードで登録しました。お二人ともVIPが1か月無料になりました。',
    withdrawal_completed: 'TRC20への500ポイントの出金が処理されました。',
    remote_jobs: 'フィリピンから応募できるリモートの金融求人が5件あります。',
    vip_welcome_by_invite: 'Angelicaさんがあなたの招待コードで登録しました。VIPがさらに1か月無料になります。',
  },
  ar: {
    interview_rescheduled: 'تم تغيير موعد مقابلتك عبر Google Meet؛ يُرجى الاطلاع على الموعد الجديد.',
    jobs_picked: '12 وظيفة محاسب جديدة في ماكاتي تطابق تفضيلاتك.',
    vip_extended_by_invite: 'انضم Paolo باستخدام رمز الدعوة الخاص بك: حصل كلاكما على شهر مجاني من VIP.',
    withdrawal_completed: 'تمت معالجة طلب سحب 500 نقطة إلى TRC20.',
    remote_jobs: '5 وظائف عن بُعد في مجال المالية متاحة للمتقدمين من الفلبين.',
    vip_welcome_by_invite: 'انضم Angelica باستخدام رمز الدعوة الخاص بك: شهر إضافي مجاني من VIP.',
  },
};

async function textKeysById(): Promise<Map<number, NotificationTextKey>> {
  return new Map((await notifications()).all().map((record) => [record.id, record.text_key]));
}

describe('notifications in the request language', () => {
  it('answers en-us with the English texts, unchanged', async () => {
    const page = await listNotifications({ size: 20 }, inLanguage('en-us', asComplete));
    expect(page.notifications.map((item) => [item.title, item.content])).toEqual(ENGLISH_NOTIFICATIONS);
  });

  it.each(['ja', 'ar'] as const)('answers %s with the seeded translations, names filled in', async (language) => {
    const keys = await textKeysById();
    const english = (await listNotifications({ size: 20 }, inLanguage('en-us', asComplete))).notifications;
    const page = await listNotifications({ size: 20 }, inLanguage(language, asComplete));
    expect(page.notifications.map((item) => item.id)).toEqual(english.map((item) => item.id));
    page.notifications.forEach((item, index) => {
      const key = keys.get(item.id)!;
      const seeded = NOTIFICATION_TEXTS[language][key];
      expect(item.title).toBe(seeded.title);
      expect(item.title).not.toBe(english[index]!.title);
      expect(item.content).not.toBe(english[index]!.content);
      const filledIn = FILLED_IN[language]?.[key];
      if (NOTIFICATION_TEXT_PARAMS[key].length === 0) expect(item.content).toBe(seeded.content);
      else expect(item.content).toBe(filledIn);
    });
  });

  it('shows existing notifications in the new language after a switch, read state kept', async () => {
    const [first] = (await listNotifications({}, inLanguage('en-us', asComplete))).notifications;
    await markNotificationRead(first!.id, inLanguage('en-us', asComplete));
    const [same] = (await listNotifications({}, inLanguage('ja', asComplete))).notifications;
    expect(same).toMatchObject({ id: first!.id, is_read: true, title: '新しい面接の招待', link: first!.link });
  });

  it('has every text in every language, using only the values its key declares, and renders them all', async () => {
    const keys = Object.keys(NOTIFICATION_TEXT_PARAMS) as NotificationTextKey[];
    for (const key of keys) {
      const declared = new Set<string>(NOTIFICATION_TEXT_PARAMS[key]);
      // English uses every declared value; no language uses one the key does not declare.
      expect(new Set([...placeholdersOf(NOTIFICATION_TEXTS['en-us'][key].content)])).toEqual(declared);
      for (const language of LANGUAGES) {
        const text = NOTIFICATION_TEXTS[language][key];
        expect(placeholdersOf(text.title).size, `${language} ${key} title`).toBe(0);
        for (const name of placeholdersOf(text.content)) expect(declared, `${language} ${key} uses {${name}}`).toContain(name);
        for (const variant of variantsOf(text.content)) expect(variant.trim(), `${language} ${key}`).not.toBe('');
      }
    }
    const english = (await listNotifications({ size: 20 }, inLanguage('en-us', asComplete))).notifications;
    for (const language of TRANSLATED) {
      const page = await listNotifications({ size: 20 }, inLanguage(language, asComplete));
      page.notifications.forEach((item, index) => {
        expect(`${item.title} ${item.content}`, language).not.toMatch(/[{}]/);
        expect(item.title, `${language} title of ${english[index]!.title}`).not.toBe(english[index]!.title);
        expect(item.content, `${language} content of ${english[index]!.title}`).not.toBe(english[index]!.content);
      });
    }
  });

  it('picks the plural form the language needs and falls back to English for an unknown language', () => {
    const remote = NOTIFICATION_TEXTS.ar.remote_jobs.content;
    const values = { category: 'المالية', country: 'الفلبين' };
    expect(formatMessage(remote, 'ar', { ...values, count: 1 })).toBe('وظيفة واحدة عن بُعد في مجال المالية متاحة للمتقدمين من الفلبين.');
    expect(formatMessage(remote, 'ar', { ...values, count: 2 })).toBe('وظيفتان عن بُعد في مجال المالية متاحتان للمتقدمين من الفلبين.');
    expect(formatMessage(remote, 'ar', { ...values, count: 12 })).toBe('12 وظيفة عن بُعد في مجال المالية متاحة للمتقدمين من الفلبين.');
    expect(formatMessage(NOTIFICATION_TEXTS['en-us'].jobs_picked.content, 'en-us', { count: 1, job_title: 'Accountant', place: 'Makati' }))
      .toBe('1 new accountant job in Makati matches your preferences.');
    // A label mid-sentence: capitalised words in lower case, acronyms kept.
    expect(formatMessage('{count} new {job_title:lower} jobs', 'en-us', { count: 3, job_title: 'SEO Specialist' })).toBe('3 new SEO specialist jobs');
    expect(formatMessage('{job_title:lower}', 'tr', { job_title: 'İç Denetçi' })).toBe('iç denetçi');
    expect(notificationTextsFor('xx')).toBe(NOTIFICATION_TEXTS['en-us']);
  });
});

describe('resume templates in the request language', () => {
  it('answers en-us with the English descriptions, unchanged', async () => {
    const { templates } = await listResumeTemplates(inLanguage('en-us'));
    expect(Object.fromEntries(templates.map((template) => [template.key, template.description]))).toEqual(ENGLISH_TEMPLATE_DESCRIPTIONS);
  });

  it.each(['ja', 'ar'] as const)('answers %s with the seeded descriptions, the rest unchanged', async (language) => {
    const english = (await listResumeTemplates(inLanguage('en-us'))).templates;
    const { templates } = await listResumeTemplates(inLanguage(language));
    expect(templates).toHaveLength(RESUME_TEMPLATE_KEYS.length);
    templates.forEach((template, index) => {
      const key = template.key as keyof typeof ENGLISH_TEMPLATE_DESCRIPTIONS;
      expect(template.description).toBe(RESUME_TEMPLATE_DESCRIPTIONS[language][key]);
      expect(template.description).not.toBe(ENGLISH_TEMPLATE_DESCRIPTIONS[key]);
      expect({ ...template, description: '' }).toEqual({ ...english[index], description: '' });
    });
    const modern = await getResumeTemplate(2, inLanguage(language));
    expect(modern.description).toBe(RESUME_TEMPLATE_DESCRIPTIONS[language].modern);
  });

  it('has a description of every template in every language, English for an unknown one', () => {
    for (const language of TRANSLATED) {
      for (const key of RESUME_TEMPLATE_KEYS) {
        expect(RESUME_TEMPLATE_DESCRIPTIONS[language][key], `${language} ${key}`).not.toBe(ENGLISH_TEMPLATE_DESCRIPTIONS[key]);
        expect(RESUME_TEMPLATE_DESCRIPTIONS[language][key].trim(), `${language} ${key}`).not.toBe('');
      }
    }
    expect(resumeTemplateDescription('simple', 'xx')).toBe(ENGLISH_TEMPLATE_DESCRIPTIONS.simple);
  });
});
