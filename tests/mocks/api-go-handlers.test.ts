/**
 * apiGo besides interviews: uploads (type and size limits), feedback (image limit, own uploads), web
 * events (guests and 1000 ms dedupe), the redirect condition, the notification center, invite friends
 * and reward withdrawals.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initDatabase } from '../../mocks/db/database';
import { setMockClock } from '../../mocks/db/mock-clock';
import { SEED_FIXTURES } from '../../mocks/seed/fixtures';
import { applyToJob } from '../../sdk/generated/data/hooks';
import {
  acceptInviteCode, getMyInvitation, getNotificationUnreadCount, getRedirectCondition, getRewardPoints, listInterviews,
  listNotifications, markAllNotificationsRead, markNotificationRead, submitFeedback, uploadFile, uploadWebEvents,
  withdrawRewardPoints,
} from '../../sdk/generated/apiGo/hooks';
import { extensionOf, type FileFormat } from '../../mocks/http/file-content';
import { asComplete, asNewUser, codeOf } from '../support/api-calls';
import { sampleFile } from '../support/file-samples';

const NOW = Date.UTC(2026, 10, 22, 3, 15);
const HOUR = 3_600_000;
const MB = 1024 * 1024;
const TRC20_WALLET = 'TXk3p7WmQ9sJ2v8cN4aR6yB1uE5hD3fG7L';
const ERC20_WALLET = '0x52908400098527886E0F7030069857D2E4169EE7';

/** A file whose bytes are of the format its extension names. */
function fileOf(name: string, bytes: number): File {
  const extension = extensionOf(name);
  return sampleFile((extension === 'jpeg' ? 'jpg' : extension) as FileFormat, name, { size: bytes });
}

beforeEach(() => setMockClock(NOW));
afterEach(() => setMockClock(undefined));

describe('file upload (G08)', () => {
  it('stores files and answers their URLs under /mock-assets/uploads/', async () => {
    const reply = await uploadFile({ files: [fileOf('Portfolio Maria.pdf', 200_000), fileOf('photo.png', 3 * MB)], did: 'device-1' }, asComplete);
    expect(reply.files.map((file) => [file.kind, file.mime_type, file.size])).toEqual([
      ['file', 'application/pdf', 200_000],
      ['image', 'image/png', 3 * MB],
    ]);
    for (const file of reply.files) expect(new URL(file.url).pathname).toMatch(/^\/mock-assets\/uploads\/900001\/\d+-/);
  });

  it('enforces the size limits: image 4 MB (41064), file 5 MB (41085), anything 20 MB (41007)', async () => {
    expect(await codeOf(uploadFile({ files: [fileOf('scan.jpg', 4 * MB + 1)] }, asComplete))).toBe(41064);
    expect(await codeOf(uploadFile({ files: [fileOf('contract.pdf', 5 * MB + 1)] }, asComplete))).toBe(41085);
    expect(await codeOf(uploadFile({ files: [fileOf('video.png', 20 * MB + 1)] }, asComplete))).toBe(41007);
    expect((await uploadFile({ files: [fileOf('contract.pdf', 5 * MB)] }, asComplete)).files).toHaveLength(1);
  });

  it('refuses unsupported types (40001) and callers without a session (40003)', async () => {
    const executable = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, ...new Array<number>(96).fill(0)])], 'setup.exe');
    expect(await codeOf(uploadFile({ files: [executable] }, asComplete))).toBe(40001);
    expect(await codeOf(uploadFile({ files: [fileOf('cv.pdf', 100)] }, { headers: { Authorization: '' } }))).toBe(40003);
  });

  it('names a single file after the filename field', async () => {
    const reply = await uploadFile({ files: [sampleFile('docx', 'blob')], filename: 'offer-letter.docx' }, asComplete);
    expect(reply.files[0]).toMatchObject({ filename: 'offer-letter.docx', kind: 'file' });
  });
});

describe('feedback (G09)', () => {
  async function uploadImages(count: number): Promise<string[]> {
    const files = Array.from({ length: count }, (_, i) => fileOf(`screen-${i}.png`, 1000));
    return (await uploadFile({ files }, asComplete)).files.map((file) => file.url);
  }

  it('takes up to three of the caller\'s uploaded JPG/JPEG/PNG images', async () => {
    const images = await uploadImages(4);
    const sent = await submitFeedback({ description: 'The salary filter resets after going back.', images: images.slice(0, 3) }, asComplete);
    expect(sent.images).toEqual(images.slice(0, 3));
    expect(await codeOf(submitFeedback({ description: 'Four screenshots of the same bug.', images }, asComplete))).toBe(40001);
  });

  it('refuses other types, images that are not the caller\'s uploads and short descriptions (40001)', async () => {
    const [image] = await uploadImages(1);
    expect(await codeOf(submitFeedback({ description: 'An animated screenshot.', images: ['https://x.test/a.gif'] }, asComplete))).toBe(40001);
    expect(await codeOf(submitFeedback({ description: 'Someone else\'s picture.', images: ['http://localhost/mock-assets/uploads/1/99-x.png'] }, asComplete))).toBe(40001);
    expect(await codeOf(submitFeedback({ description: 'Too short', images: [image!] }, asComplete))).toBe(40001);
    expect(await codeOf(submitFeedback({ description: 'Uploaded by someone else.', images: [image!] }, asNewUser))).toBe(40001);
  });
});

describe('web events (G11)', () => {
  const event = (name: string) => ({ event_name: name, source: 'web' as const, country_id: 167 as const, extra: { page: 'home' } });

  it('records signed-in users\' events only, dropping a repeat within 1000 ms', async () => {
    expect(await uploadWebEvents({ events: [event('search_click')] }, { headers: { Authorization: 'Bearer guest-1' } })).toEqual({ accepted: 0, ignored: 1 });
    expect(await uploadWebEvents({ events: [event('search_click'), event('banner_click'), event('search_click')] }, asComplete)).toEqual({ accepted: 2, ignored: 1 });
    setMockClock(NOW + 500);
    expect(await uploadWebEvents({ events: [event('search_click')] }, asComplete)).toEqual({ accepted: 0, ignored: 1 });
    setMockClock(NOW + 1001);
    expect(await uploadWebEvents({ events: [event('search_click')] }, asComplete)).toEqual({ accepted: 1, ignored: 0 });
  });
});

describe('redirect condition (J22)', () => {
  it('sends to chat for a job with an interview or an application, to apply otherwise', async () => {
    const [interview] = (await listInterviews({ status: 'accepted' }, asComplete)).interviews;
    expect((await getRedirectCondition({ job_id: interview!.job_id }, asComplete)).redirect_type).toBe('chat');
    const db = await initDatabase();
    const fresh = (db.indexes.openJobsByCountry.get('ph') ?? []).slice(20).find((job) => !job.external_apply_url)!;
    const before = await getRedirectCondition({ job_id: fresh.id }, asComplete);
    expect(before).toMatchObject({ redirect_type: 'apply', redirect_url: `/job/${fresh.slug}/apply`, is_applied: false });
    const screening_answers = fresh.screening_questions.map((question) => ({ question_id: question.id, answer: 'Yes' }));
    await applyToJob(fresh.id, { source: 'web', screening_answers }, asComplete);
    expect(await getRedirectCondition({ job_id: fresh.id }, asComplete)).toMatchObject({ redirect_type: 'chat', is_applied: true });
  });

  it('sends to the employer site, or to complete the profile first', async () => {
    const db = await initDatabase();
    const external = [...db.indexes.jobsById.values()].find((job) => job.status === 'open' && job.external_apply_url);
    if (external) {
      expect(await getRedirectCondition({ job_id: external.id }, asComplete)).toMatchObject({ redirect_type: 'external', redirect_url: external.external_apply_url });
    }
    const incomplete = await getRedirectCondition({ job_id: SEED_FIXTURES.openPhJobId }, asNewUser);
    expect(incomplete.redirect_type).toBe('complete_profile');
    expect(incomplete.redirect_url).toMatch(/^\/jobseeker-complete-profile\?redirect=/);
  });

  it('answers 41113 for a deleted job, 41127 for a closed one, 40004 for an unknown one', async () => {
    expect(await codeOf(getRedirectCondition({ job_id: SEED_FIXTURES.deletedJobId }, asComplete))).toBe(41113);
    expect(await codeOf(getRedirectCondition({ job_id: SEED_FIXTURES.closedPhJobId }, asComplete))).toBe(41127);
    expect(await codeOf(getRedirectCondition({ job_id: 99_999_999 }, asComplete))).toBe(40004);
  });
});

describe('notification center (W24)', () => {
  it('pages the notifications with their unread state and marks them read', async () => {
    const first = await listNotifications({}, asComplete);
    expect(first).toMatchObject({ total_num: 15, total_page: 2, unread_count: 5 });
    expect(first.notifications).toHaveLength(10);
    expect((await listNotifications({ page: 2 }, asComplete)).notifications).toHaveLength(5);
    const unread = await listNotifications({ unread_only: true }, asComplete);
    expect(unread.notifications.every((item) => !item.is_read)).toBe(true);
    expect(unread.total_num).toBe(5);
    expect(await markNotificationRead(unread.notifications[0]!.id, asComplete)).toMatchObject({ is_read: true, unread_count: 4 });
    expect(await getNotificationUnreadCount(asComplete)).toEqual({ unread_count: 4 });
    expect(await markAllNotificationsRead(asComplete)).toEqual({ updated: 4, unread_count: 0 });
    expect((await listNotifications({ unread_only: true }, asComplete)).total_num).toBe(0);
  });

  it('keeps notifications private (40004) and has none for the new user', async () => {
    const [mine] = (await listNotifications({}, asComplete)).notifications;
    expect(await codeOf(markNotificationRead(mine!.id, asNewUser))).toBe(40004);
    expect((await listNotifications({}, asNewUser)).total_num).toBe(0);
    expect(await getNotificationUnreadCount(asNewUser)).toEqual({ unread_count: 0 });
  });
});

describe('invite friends and VIP (W21)', () => {
  it('shows the code, two invited friends and VIP; a new user joining adds a friend and a month of VIP each', async () => {
    const mine = await getMyInvitation(asComplete);
    expect(mine).toMatchObject({ invite_code: 'JCJAG1', invited_count: 2, vip: { is_vip: true } });
    const newcomer = await getMyInvitation(asNewUser);
    expect(newcomer).toMatchObject({ invited_count: 0, vip: { is_vip: false, vip_expires_at: null } });
    expect(await codeOf(acceptInviteCode({ invite_code: newcomer.invite_code }, asNewUser))).toBe(41251);
    expect(await codeOf(acceptInviteCode({ invite_code: 'JCZZZZZZ' }, asNewUser))).toBe(41251);
    const joined = await acceptInviteCode({ invite_code: 'jcjag1' }, asNewUser);
    expect(Date.parse(joined.vip.vip_expires_at!)).toBe(NOW + 30 * 24 * HOUR);
    const after = await getMyInvitation(asComplete);
    expect(after.invited_count).toBe(3);
    expect(after.invited_friends[0]!.name).toBe('Juan D.');
    expect(Date.parse(after.vip.vip_expires_at!) - Date.parse(mine.vip.vip_expires_at!)).toBe(30 * 24 * HOUR);
    expect((await getMyInvitation(asNewUser)).invited_by_code).toBe('JCJAG1');
    expect(await codeOf(acceptInviteCode({ invite_code: 'JCJAG1' }, asNewUser))).toBe(41250);
    expect(await codeOf(acceptInviteCode({ invite_code: newcomer.invite_code }, asComplete))).toBe(41251);
  });
});

describe('reward points withdrawal (W21)', () => {
  it('checks minimums, multiples of 100, the address and the balance', async () => {
    expect((await getRewardPoints(asComplete)).points_balance).toBe(1200);
    expect(await codeOf(withdrawRewardPoints({ points: 50, network: 'TRC20', wallet_address: TRC20_WALLET }, asComplete))).toBe(41246);
    expect(await codeOf(withdrawRewardPoints({ points: 500, network: 'ERC20', wallet_address: ERC20_WALLET }, asComplete))).toBe(41247);
    expect(await codeOf(withdrawRewardPoints({ points: 150, network: 'TRC20', wallet_address: TRC20_WALLET }, asComplete))).toBe(41244);
    expect(await codeOf(withdrawRewardPoints({ points: 100, network: 'TRC20', wallet_address: ERC20_WALLET }, asComplete))).toBe(41248);
    expect(await codeOf(withdrawRewardPoints({ points: 1000, network: 'ERC20', wallet_address: TRC20_WALLET }, asComplete))).toBe(41248);
    // Base58 has no 0, O, I or l; an ERC20 address is 0x and exactly 40 hex digits.
    expect(await codeOf(withdrawRewardPoints({ points: 100, network: 'TRC20', wallet_address: `${TRC20_WALLET.slice(0, -1)}0` }, asComplete))).toBe(41248);
    expect(await codeOf(withdrawRewardPoints({ points: 1000, network: 'ERC20', wallet_address: `${ERC20_WALLET}0` }, asComplete))).toBe(41248);
    expect(await codeOf(withdrawRewardPoints({ points: 1300, network: 'TRC20', wallet_address: TRC20_WALLET }, asComplete))).toBe(41243);
    expect(await codeOf(withdrawRewardPoints({ points: 100, network: 'TRC20', wallet_address: TRC20_WALLET }, asNewUser))).toBe(41243);
    const erc = await withdrawRewardPoints({ points: 1000, network: 'ERC20', wallet_address: ERC20_WALLET }, asComplete);
    expect(erc).toMatchObject({ points_balance: 200, withdrawal: { status: 'pending', points: 1000 } });
  });

  it('allows one pending withdrawal (41249) and three in 30 days (41245)', async () => {
    const withdraw = () => withdrawRewardPoints({ points: 300, network: 'TRC20', wallet_address: TRC20_WALLET }, asComplete);
    expect((await withdraw()).points_balance).toBe(900);
    expect(await getRewardPoints(asComplete)).toMatchObject({ points_balance: 900, pending_points: 300 });
    expect(await codeOf(withdraw())).toBe(41249);
    setMockClock(NOW + 25 * HOUR);
    expect((await getRewardPoints(asComplete)).withdrawals[0]).toMatchObject({ status: 'completed', points: 300 });
    await withdraw();
    setMockClock(NOW + 50 * HOUR);
    await withdraw();
    setMockClock(NOW + 75 * HOUR);
    expect(await codeOf(withdraw())).toBe(41245);
    expect((await getRewardPoints(asComplete)).points_balance).toBe(300);
  });
});
