/**
 * The profile domain's stateful handlers (profile, job preferences, job alerts, settings), called
 * through the generated SDK: what a create returns the lists and the online profile show, limits answer
 * their codes, deletes disappear, validation names its fields, and one user cannot touch another's data.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setMockClock } from '../../mocks/db/mock-clock';
import { accountById, SEED_SESSION_TOKENS, SEED_USERS } from '../../mocks/state/accounts';
import {
  addProfileLanguage, addProfileSkill, checkFirstRegistration, completeProfile, createEducation, createJobAlert, createJobPreference,
  createLicenseCertification, createWebsite, createWorkExperience, deleteEducation, deleteJobAlert, deleteJobPreference, deleteLicenseCertification,
  deleteProfileLanguage, deleteProfileSkill, deleteWebsite, deleteWorkExperience, getAccountSetting, getJobPreference, getMyProfile,
  getNotificationSettings, listEducations, listJobAlerts, listPopupWindowRecords, listProfileLanguages, listProfileSkills, listWorkExperiences,
  recordGetStartedClick, recordPopupWindow, saveUserSettings, triggerSpringEventAssist, updateEducation, updateJobAlert, updateJobPreference,
  updateMyProfile, updateNotificationSettings, updateProfileLanguage, updateWebsite, updateWorkExperience, uploadAvatar,
  type JobPreferenceInput,
} from '../../sdk/generated/jobseeker/hooks';
import { apiError } from '../support/api-calls';
import { sampleFile } from '../support/file-samples';

const COMPLETE = { headers: { Authorization: `Bearer ${SEED_SESSION_TOKENS.complete}` } };
const NEW_USER = { headers: { Authorization: `Bearer ${SEED_SESSION_TOKENS.newUser}` } };
const PINNED_NOW = Date.UTC(2026, 10, 22, 2, 15, 0);

async function expectCode(promise: Promise<unknown>, code: number, field?: string): Promise<void> {
  const error = await apiError(promise);
  expect(error.code).toBe(code);
  if (field) expect(Object.keys(error.details?.fields ?? {})).toContain(field);
}

const remotePreference: JobPreferenceInput = {
  job_title: 'Remote Bookkeeper', industry_id: 5, job_type_id: 1, work_arrangement_id: 3, work_language_id: 1, timezone: 'Asia/Manila',
  currency_id: 8, salary_from: 1200, salary_to: 1800, salary_type_id: 2,
};
const onsitePreference: JobPreferenceInput = { ...remotePreference, job_title: 'Accountant', work_arrangement_id: 1, location_id: 42, timezone: null, currency_id: 2, salary_from: 40000, salary_to: 55000 };

afterEach(() => setMockClock(undefined));

describe('online profile (P06, P08, P01)', () => {
  it('shows the seeded complete profile, and nothing yet for a new user', async () => {
    const profile = await getMyProfile({ source: 'web' }, COMPLETE);
    expect(profile.basic_info).toMatchObject({ id: SEED_USERS.complete, first_name: 'Maria', last_name: 'Santos', is_profile_completed: true });
    // Absolute, on the mocks' origin as on a CDN: a page on another origin can load it (the header's avatar does the same).
    expect(profile.basic_info.avatar).toMatch(/^https?:\/\/[^/]+\/mock-assets\/avatars\/user-900001\.svg$/);
    expect(profile.work_experiences).toHaveLength(3);
    expect(profile.educations).toHaveLength(2);
    expect(profile.skills).toHaveLength(6);
    expect(profile.languages).toHaveLength(2);
    expect(profile.links).toHaveLength(1);
    expect(profile.license_certifications).toHaveLength(1);
    expect(profile.job_preferences).toHaveLength(2);
    expect(profile.completeness).toEqual({ percent: 100, missing_sections: [] });
    const fresh = await getMyProfile(undefined, NEW_USER);
    expect(fresh.basic_info).toMatchObject({ first_name: 'Juan', is_profile_completed: false });
    expect([fresh.work_experiences, fresh.skills, fresh.job_preferences].every((list) => list.length === 0)).toBe(true);
    expect(fresh.completeness.percent).toBeLessThan(50);
  });

  it('completes a new user profile once a job preference exists', async () => {
    expect(await checkFirstRegistration(NEW_USER)).toEqual({ is_first_registration: true });
    expect(await checkFirstRegistration(COMPLETE)).toEqual({ is_first_registration: false });
    await expectCode(completeProfile({ source: 'web' }, NEW_USER), 40001, 'job_preferences');
    await createJobPreference(onsitePreference, NEW_USER);
    expect((await completeProfile({ source: 'web' }, NEW_USER)).is_profile_completed).toBe(true);
    expect((await accountById(SEED_USERS.newUser))?.is_profile_completed).toBe(true);
    expect(await checkFirstRegistration(NEW_USER)).toEqual({ is_first_registration: false });
  });

  it('answers 40003 without a session', async () => {
    for (const call of [getMyProfile(), listWorkExperiences(), createWorkExperience({ company_name: 'A', job_title: 'B', start_date: '2020-01-01' }), listJobAlerts(), getAccountSetting()]) {
      const error = await apiError(call);
      expect({ code: error.code, status: error.status }).toEqual({ code: 40003, status: 401 });
    }
  });
});

describe('basic info (P05 updateMyProfile)', () => {
  it('updates the account and the profile details', async () => {
    setMockClock(PINNED_NOW);
    const info = await updateMyProfile({ first_name: 'Maria Clara', notice_period_id: 4, birthday: '1995-02-10', job_seeker_type: 'experienced', summary: 'Finance lead.' }, COMPLETE);
    expect(info).toMatchObject({ first_name: 'Maria Clara', full_name: 'Maria Clara Santos', notice_period_id: 4, birthday: '1995-02-10', summary: 'Finance lead.' });
    expect((await accountById(SEED_USERS.complete))).toMatchObject({ first_name: 'Maria Clara', notice_period_id: 4 });
    expect((await getMyProfile(undefined, COMPLETE)).basic_info.first_name).toBe('Maria Clara');
  });

  it('checks age, names and phone numbers', async () => {
    setMockClock(PINNED_NOW);
    await expectCode(updateMyProfile({ birthday: '2011-01-01' }, COMPLETE), 40001, 'birthday');
    await expectCode(updateMyProfile({ first_name: 'x'.repeat(51) }, COMPLETE), 40001, 'first_name');
    await expectCode(updateMyProfile({ phone_country_code: '+63', phone_num: '8171234567' }, COMPLETE), 41349);
    await expectCode(updateMyProfile({ phone_country_code: '+63', phone_num: '91712345678901' }, COMPLETE), 41286);
    await expectCode(updateMyProfile({ phone_country_code: '+65', phone_num: '81234567' }, COMPLETE), 41173);
    await expectCode(updateMyProfile({ phone_num: '9181234567' }, COMPLETE), 40001, 'phone_country_code');
    const info = await updateMyProfile({ phone_country_code: '+63', phone_num: '918 123 4567' }, COMPLETE);
    expect(info).toMatchObject({ phone_country_code: '+63', phone_num: '9181234567', is_mobile_verified: false });
  });
});

describe('work experiences and educations (P02, P03, P15-P20)', () => {
  it('creates, updates and deletes a work experience, seen in the list and the profile', async () => {
    const created = await createWorkExperience({
      company_name: 'Manila Water Company', job_title: 'Junior Accountant', start_date: '2015-01-01', end_date: '2016-06-01',
      description: 'Prepared journal entries and bank reconciliations.',
    }, COMPLETE);
    expect(created).toMatchObject({ is_currently_working: false, salary: null, is_hidden_from_company: false });
    expect((await listWorkExperiences(COMPLETE)).work_experiences.map((entry) => entry.id)).toContain(created.id);
    const updated = await updateWorkExperience(created.id, { job_title: 'Accountant', is_currently_working: true }, COMPLETE);
    expect(updated).toMatchObject({ job_title: 'Accountant', end_date: null, company_name: 'Manila Water Company' });
    expect((await getMyProfile(undefined, COMPLETE)).work_experiences.find((entry) => entry.id === created.id)?.job_title).toBe('Accountant');
    expect(await deleteWorkExperience(created.id, COMPLETE)).toEqual({ id: created.id });
    expect((await listWorkExperiences(COMPLETE)).work_experiences).toHaveLength(3);
    await expectCode(deleteWorkExperience(created.id, COMPLETE), 40004);
  });

  it('validates periods and descriptions', async () => {
    const base = { company_name: 'Acme', job_title: 'Clerk', start_date: '2020-05-01' };
    await expectCode(createWorkExperience({ ...base, end_date: '2019-01-01' }, COMPLETE), 40001, 'end_date');
    await expectCode(createWorkExperience(base, COMPLETE), 40001, 'end_date');
    await expectCode(createWorkExperience({ ...base, is_currently_working: true, description: 'too short' }, COMPLETE), 40001, 'description');
    await expectCode(createEducation({ school_name: 'UP', education_level_id: 4, start_date: '2016-06-01', end_date: '2012-06-01' }, COMPLETE), 40001, 'end_date');
  });

  it('keeps one user out of another user\'s entries', async () => {
    const [mine] = (await listWorkExperiences(COMPLETE)).work_experiences;
    await expectCode(updateWorkExperience(mine!.id, { job_title: 'Hacked' }, NEW_USER), 40004);
    await expectCode(deleteWorkExperience(mine!.id, NEW_USER), 40004);
    expect((await listWorkExperiences(NEW_USER)).work_experiences).toEqual([]);
  });

  it('creates, updates and deletes an education', async () => {
    const created = await createEducation({ school_name: 'Ateneo de Manila University', education_level_id: 5, start_date: '2024-08-01', is_currently_attending: true }, NEW_USER);
    expect(created).toMatchObject({ education_level_value: "Master's Degree", end_date: null });
    expect((await listEducations(NEW_USER)).educations.map((entry) => entry.id)).toEqual([created.id]);
    expect((await updateEducation(created.id, { field_of_study: 'Finance' }, NEW_USER)).field_of_study).toBe('Finance');
    await deleteEducation(created.id, NEW_USER);
    expect((await getMyProfile(undefined, NEW_USER)).educations).toEqual([]);
  });
});

describe('licenses and links (P09-P14)', () => {
  it('checks license dates and keeps the list in the profile', async () => {
    await expectCode(createLicenseCertification({ name: 'CPA', issuing_organization: 'PRC', issue_date: '2020-01-01', expiry_date: '2019-01-01' }, COMPLETE), 40001, 'expiry_date');
    const created = await createLicenseCertification({ name: 'SAP FI', issuing_organization: 'SAP', issue_date: '2022-09-10', does_not_expire: true, expiry_date: '2030-01-01' }, COMPLETE);
    expect(created.expiry_date).toBeNull();
    expect((await getMyProfile(undefined, COMPLETE)).license_certifications).toHaveLength(2);
    await deleteLicenseCertification(created.id, COMPLETE);
    expect((await getMyProfile(undefined, COMPLETE)).license_certifications).toHaveLength(1);
  });

  it('accepts only valid URLs for links', async () => {
    await expectCode(createWebsite({ display_name: 'Blog', url: 'not a url' }, COMPLETE), 40001, 'url');
    await expectCode(createWebsite({ display_name: 'Blog', url: 'ftp://files.example.com' }, COMPLETE), 40001, 'url');
    const link = await createWebsite({ display_name: 'Portfolio', url: 'https://mariasantos.ph/portfolio' }, COMPLETE);
    expect((await updateWebsite(link.id, { display_name: 'My portfolio' }, COMPLETE)).display_name).toBe('My portfolio');
    expect((await getMyProfile(undefined, COMPLETE)).links.map((entry) => entry.display_name)).toContain('My portfolio');
    await deleteWebsite(link.id, COMPLETE);
    expect((await getMyProfile(undefined, COMPLETE)).links).toHaveLength(1);
  });
});

describe('skills and languages (implied)', () => {
  it('allows 10 skills of at most 50 characters, without duplicates', async () => {
    for (const value of ['Payroll', 'Auditing', 'Budgeting', 'Forecasting']) await addProfileSkill({ value }, COMPLETE);
    expect((await listProfileSkills(COMPLETE)).skills).toHaveLength(10);
    await expectCode(addProfileSkill({ value: 'Treasury' }, COMPLETE), 41288);
    await expectCode(addProfileSkill({ value: 'ifrs' }, COMPLETE), 41289);
    await expectCode(addProfileSkill({ value: 'x'.repeat(51) }, NEW_USER), 41297);
    const [first] = (await listProfileSkills(COMPLETE)).skills;
    await deleteProfileSkill(first!.id, COMPLETE);
    expect((await getMyProfile(undefined, COMPLETE)).skills.map((skill) => skill.id)).not.toContain(first!.id);
    expect((await addProfileSkill({ value: 'Treasury' }, COMPLETE)).value).toBe('Treasury');
  });

  it('adds a language once, changes its proficiency and deletes it', async () => {
    await expectCode(addProfileLanguage({ language_id: 1, proficiency: 'native' }, COMPLETE), 41290);
    await expectCode(addProfileLanguage({ language_id: 999, proficiency: 'basic' }, COMPLETE), 40001, 'language_id');
    const added = await addProfileLanguage({ language_id: 2, proficiency: 'basic' }, COMPLETE);
    expect(added.language_value).toBe('Mandarin Chinese');
    expect((await updateProfileLanguage(added.id, { proficiency: 'conversational' }, COMPLETE)).proficiency).toBe('conversational');
    expect((await listProfileLanguages(COMPLETE)).languages).toHaveLength(3);
    await deleteProfileLanguage(added.id, COMPLETE);
    expect((await getMyProfile(undefined, COMPLETE)).languages).toHaveLength(2);
  });
});

describe('job preferences (P21-P24)', () => {
  it('allows 3 remote and 3 onsite or hybrid preferences', async () => {
    await createJobPreference(remotePreference, COMPLETE);
    await createJobPreference(remotePreference, COMPLETE);
    await expectCode(createJobPreference(remotePreference, COMPLETE), 41262);
    await createJobPreference(onsitePreference, COMPLETE);
    const third = await createJobPreference({ ...onsitePreference, work_arrangement_id: 2 }, COMPLETE);
    expect(third.work_arrangement).toBe('hybrid');
    await expectCode(createJobPreference(onsitePreference, COMPLETE), 41263);
    await expectCode(updateJobPreference(third.id, { work_arrangement_id: 3, timezone: 'Asia/Manila' }, COMPLETE), 41262);
    expect((await getMyProfile(undefined, COMPLETE)).job_preferences).toHaveLength(6);
  });

  it('validates, reads, updates and keeps the last preference', async () => {
    await expectCode(createJobPreference({ ...remotePreference, timezone: null }, NEW_USER), 40001, 'timezone');
    await expectCode(createJobPreference({ ...onsitePreference, location_id: null }, NEW_USER), 40001, 'location_id');
    await expectCode(createJobPreference({ ...onsitePreference, salary_to: 100 }, NEW_USER), 40001, 'salary_to');
    const created = await createJobPreference(onsitePreference, NEW_USER);
    expect(await getJobPreference(created.id, NEW_USER)).toEqual(created);
    expect((await updateJobPreference(created.id, { salary_to: 60000 }, NEW_USER)).salary_to).toBe(60000);
    await expectCode(deleteJobPreference(created.id, NEW_USER), 41341);
    await expectCode(getJobPreference(created.id, COMPLETE), 40004);
    const [first] = (await getMyProfile(undefined, COMPLETE)).job_preferences;
    expect(await deleteJobPreference(first!.id, COMPLETE)).toEqual({ id: first!.id });
    expect((await getMyProfile(undefined, COMPLETE)).job_preferences).toHaveLength(1);
  });
});

describe('job alerts (L01-L04)', () => {
  it('creates, updates and deletes a signed-in user\'s alerts', async () => {
    expect((await listJobAlerts(COMPLETE)).job_alerts).toHaveLength(2);
    const created = await createJobAlert({ frequency: 'weekly', keyword: 'finance manager' }, COMPLETE);
    expect(created).toMatchObject({ is_new_account: false, session: null, job_alert: { email: 'maria.santos@example.com', user_id: SEED_USERS.complete } });
    expect((await listJobAlerts(COMPLETE)).job_alerts[0]?.id).toBe(created.job_alert.id);
    expect((await updateJobAlert(created.job_alert.id, { frequency: 'daily' }, COMPLETE)).frequency).toBe('daily');
    await expectCode(deleteJobAlert(created.job_alert.id, NEW_USER), 40004);
    await deleteJobAlert(created.job_alert.id, COMPLETE);
    expect((await listJobAlerts(COMPLETE)).job_alerts).toHaveLength(2);
  });

  it('registers an unknown email silently and returns its session', async () => {
    await expectCode(createJobAlert({ frequency: 'daily' }), 40001, 'email');
    const created = await createJobAlert({ email: 'ana.reyes@example.com', frequency: 'daily', keyword: 'payroll' });
    expect(created.is_new_account).toBe(true);
    expect(created.session?.user_id).toBe(created.job_alert.user_id);
    const account = await accountById(created.job_alert.user_id);
    expect(account).toMatchObject({ email: 'ana.reyes@example.com', first_name: 'ana.reyes', is_profile_completed: false });
    // Spec section 4: source jobalert, and a password of its own (never a fixed one).
    expect(account).toMatchObject({ register_flow: 'jobalert', register_source: 'jobalert' });
    expect(account?.password).toMatch(/^jobalert-[0-9a-f-]{36}$/);
    const asAna = { headers: { Authorization: `Bearer ${created.session!.sessionid}` } };
    expect((await listJobAlerts(asAna)).job_alerts.map((alert) => alert.id)).toEqual([created.job_alert.id]);
    const known = await createJobAlert({ email: 'maria.santos@example.com', frequency: 'weekly' });
    expect(known).toMatchObject({ is_new_account: false, session: null, job_alert: { user_id: SEED_USERS.complete } });
  });
});

describe('settings (P04, P07, notifications, R14, R15)', () => {
  it('saves user and notification settings', async () => {
    const account = await getAccountSetting(COMPLETE);
    expect(account).toMatchObject({ email: 'maria.santos@example.com', phone_num: '9171234567', settings: { is_subscribe: true } });
    expect(await saveUserSettings({ is_subscribe: false, language_code: 'zh-cn' }, COMPLETE)).toMatchObject({ is_subscribe: false, language_code: 'zh-cn', is_profile_visible: true });
    expect((await getAccountSetting(COMPLETE)).settings).toMatchObject({ is_subscribe: false, language_code: 'zh-cn' });
    const notifications = await updateNotificationSettings({ promotion: { email: true } }, NEW_USER);
    expect(notifications.promotion).toEqual({ email: true, push: false });
    expect((await getNotificationSettings(NEW_USER)).promotion.email).toBe(true);
  });

  it('records popups and the spring-event trigger', async () => {
    await recordPopupWindow({ popup_type: 'app_download' }, COMPLETE);
    const again = await recordPopupWindow({ popup_type: 'app_download' }, COMPLETE);
    expect(again.shown_count).toBe(2);
    expect((await listPopupWindowRecords(COMPLETE)).records.map((record) => record.popup_type)).toEqual(['app_download']);
    expect((await listPopupWindowRecords(NEW_USER)).records).toEqual([]);
    expect((await triggerSpringEventAssist({ onboarded_method: 'web_complete_profile' }, COMPLETE)).is_first_trigger).toBe(true);
    expect((await triggerSpringEventAssist({ onboarded_method: 'web_complete_profile' }, COMPLETE)).is_first_trigger).toBe(false);
    const record = await recordGetStartedClick({ device_id: 'device-1', email: '   ', phone_num: '9171234567' });
    expect(record).toMatchObject({ email: null, phone_num: '9171234567' });
  });
});

describe('avatar (R11)', () => {
  const image = (name: string, size = 2_000) => sampleFile(name.endsWith('.png') ? 'png' : 'jpg', name, { size });

  it('replaces the avatar up to 5 times a day', async () => {
    await expectCode(uploadAvatar({ avatar: sampleFile('pdf', 'cv.pdf'), filename: 'cv.pdf' }, COMPLETE), 40001, 'avatar');
    // A PDF named and declared as a JPG is still a PDF.
    await expectCode(uploadAvatar({ avatar: sampleFile('pdf', 'me.jpg', { type: 'image/jpeg' }), filename: 'me.jpg' }, COMPLETE), 40001, 'avatar');
    await expectCode(uploadAvatar({ avatar: image('big.jpg', 10 * 1024 * 1024 + 1), filename: 'big.jpg' }, COMPLETE), 40001, 'avatar');
    for (let upload = 1; upload <= 5; upload += 1) {
      const reply = await uploadAvatar({ avatar: image('maria.png'), filename: 'maria.png' }, COMPLETE);
      expect(reply.uploads_left_today).toBe(5 - upload);
      expect(reply.avatar).toMatch(/^https?:\/\/[^/]+\/mock-assets\/avatars\/.+\.png$/);
    }
    await expectCode(uploadAvatar({ avatar: image('maria.png'), filename: 'maria.png' }, COMPLETE), 41292);
    expect((await getMyProfile(undefined, COMPLETE)).basic_info.avatar).toMatch(/^https?:\/\/.+\.png$/);
  });
});
