/**
 * The HTTP mock server (started in-process on a spare port, no MSW interception in this project) refuses
 * what the contracts refuse, with the error envelope, the catalogue's status and one Content-Type:
 * missing or invalid common headers, JSON sent as text/plain, non-integer page and size, bodies over
 * the size limit (1 MB for JSON, 32 MB for an upload), and uploads whose bytes are not what their name or
 * declared type says. A 429 carries its wait in a Retry-After header a browser may read.
 */
import { describe, expect, it, vi } from 'vitest';
import type { FileFormat } from '../../mocks/http/file-content';
import { MAX_JSON_BODY_BYTES, MAX_UPLOAD_BODY_BYTES } from '../../mocks/http/request-checks';
import { SCENARIO_HEADER } from '../../mocks/scenario/scenario-codec';
import { SEED_SESSION_TOKENS } from '../../mocks/state/accounts';
import { COMMON_HEADERS, mockHttpServerForFile } from '../support/mock-http-server';
import { sampleFile } from '../support/file-samples';

const HEADERS = COMMON_HEADERS;
const COMPLETE = { ...HEADERS, Authorization: `Bearer ${SEED_SESSION_TOKENS.complete}` };
const NEW_USER = { ...HEADERS, Authorization: `Bearer ${SEED_SESSION_TOKENS.newUser}` };
const MB = 1024 * 1024;

// Real HTTP round trips over a seeded database: slower than a unit test on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const server = mockHttpServerForFile({ warmUp: true });

interface Refusal {
  status: number;
  code: number;
  message: string;
  fields: Record<string, string[]>;
}

/** Sends a request and reads the reply as the error envelope, checking its shape and single Content-Type. */
async function call(path: string, init: RequestInit = {}): Promise<Refusal & { body: unknown }> {
  const response = await fetch(`${server.origin}/api${path}`, init);
  const contentTypes = (response.headers.get('Content-Type') ?? '').split(',');
  expect(contentTypes, 'one Content-Type per reply').toHaveLength(1);
  const body = (await response.json()) as { code: number; message: string; errors?: { message: string; fields?: Record<string, string[]> } };
  if (response.status >= 400) {
    expect(contentTypes[0]).toBe('application/json');
    expect(body).toEqual({ code: expect.any(Number), message: expect.any(String), errors: expect.objectContaining({ message: expect.any(String) }) });
  }
  return { status: response.status, code: body.code, message: body.errors?.message ?? '', fields: body.errors?.fields ?? {}, body };
}

/** A JSON object of exactly `bytes` bytes that searchJobs and updateMyProfile read as no change. */
function jsonOfLength(bytes: number): string {
  const frame = JSON.stringify({ padding: '' });
  return JSON.stringify({ padding: 'x'.repeat(bytes - frame.length) });
}

function upload(path: string, field: string, file: File, headers: Record<string, string> = COMPLETE): Promise<Refusal & { body: unknown }> {
  const form = new FormData();
  form.append(field, file);
  return call(path, { method: 'POST', headers, body: form });
}

describe('common headers', () => {
  it('answers a request carrying all four', async () => {
    expect(await call('/config/currency-rates', { headers: HEADERS })).toMatchObject({ status: 200, code: 0 });
  });

  it('refuses a request without them with 40001 (422), naming each', async () => {
    const reply = await call('/config/currency-rates');
    expect(reply).toMatchObject({ status: 422, code: 40001 });
    expect(Object.keys(reply.fields).sort()).toEqual(['Country-Id', 'Device-Uuid', 'Language-Id', 'Role-Id']);
  });

  it.each([
    ['Role-Id', '2'],
    ['Country-Id', '999'],
    ['Language-Id', 'en-us'],
    ['Device-Uuid', 'x'.repeat(65)],
  ])('refuses %s: %s', async (name, value) => {
    const reply = await call('/config/currency-rates', { headers: { ...HEADERS, [name]: value } });
    expect(reply).toMatchObject({ status: 422, code: 40001 });
    expect(Object.keys(reply.fields)).toEqual([name]);
  });

  it('lets a beacon through without them, as its contract says', async () => {
    const body = JSON.stringify({ country_id: 167, events: [{ event_name: 'open_app_click', device_id: 'device-1', device_type: 'web', device_name: 'Chrome', event_time: '2026-11-22 09:41:07' }] });
    const reply = await call('/logs/jobchat-api-server/logs/report/events', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body });
    expect(reply).toMatchObject({ status: 200, code: 0, body: { data: { accepted: 1 } } });
  });
});

describe('bodies and query values', () => {
  it('refuses JSON sent as text/plain', async () => {
    const reply = await call('/search/jobs', { method: 'POST', headers: { ...HEADERS, 'Content-Type': 'text/plain' }, body: JSON.stringify({ page: 1 }) });
    expect(reply).toMatchObject({ status: 422, code: 40001, fields: { 'Content-Type': ['The body must be sent as application/json.'] } });
  });

  it.each([['page=abc'], ['page=1.5'], ['size=2.5'], ['size=ten'], ['page=0']])('refuses %s', async (query) => {
    const reply = await call(`/chat/conversations?${query}`, { headers: COMPLETE });
    expect(reply).toMatchObject({ status: 422, code: 40001 });
    expect(Object.keys(reply.fields)).toEqual([query.split('=')[0]]);
  });

  it('answers integer page and size', async () => {
    expect(await call('/chat/conversations?page=1&size=10', { headers: COMPLETE })).toMatchObject({ status: 200, code: 0 });
  });

  it('takes a JSON body of exactly 1 MB', async () => {
    const body = jsonOfLength(MAX_JSON_BODY_BYTES);
    expect(await call('/search/jobs', { method: 'POST', headers: { ...HEADERS, 'Content-Type': 'application/json' }, body })).toMatchObject({ status: 200, code: 0 });
  });

  it.each([['application/json'], ['application/merge-patch+json'], ['text/plain']])('refuses a %s body over 1 MB with 41007 (413)', async (type) => {
    const body = jsonOfLength(MAX_JSON_BODY_BYTES + 1);
    const reply = await call('/jobseeker/me', { method: 'PUT', headers: { ...COMPLETE, 'Content-Type': type }, body });
    expect(reply).toMatchObject({ status: 413, code: 41007, message: 'The request body is over 1 MB.' });
  });

  it('stops reading a JSON body sent in chunks once it passes 1 MB', async () => {
    // No Content-Length: 2 MB in chunks, then the body waits for the reply before it ends. A server that
    // read on past 1 MB, to the end or to the upload limit, would never answer.
    const chunk = new Uint8Array(64 * 1024).fill(0x20); // JSON whitespace
    let sent = 0;
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent >= 2 * MAX_JSON_BODY_BYTES) {
          await answered;
          controller.close();
          return;
        }
        controller.enqueue(chunk);
        sent += chunk.length;
      },
    });
    const init = { method: 'POST', headers: { ...HEADERS, 'Content-Type': 'application/json' }, body, duplex: 'half' };
    const reply = await call('/search/jobs', init as RequestInit);
    answer();
    expect(reply).toMatchObject({ status: 413, code: 41007, message: 'The request body is over 1 MB.' });
  });

  it('refuses an upload over 32 MB with 41007 (413)', async () => {
    const body = new Uint8Array(MAX_UPLOAD_BODY_BYTES + 1);
    const headers = { ...NEW_USER, 'Content-Type': 'multipart/form-data; boundary=x' };
    expect(await call('/jobseeker/video_resume/upload_v1', { method: 'POST', headers, body })).toMatchObject({ status: 413, code: 41007, message: 'The request body is over 32 MB.' });
  });
});

describe('rate limits', () => {
  it('sends the wait of a 429 in a Retry-After header that browsers may read', async () => {
    const response = await fetch(`${server.origin}/api/search/jobs`, {
      method: 'POST',
      headers: { ...HEADERS, 'Content-Type': 'application/json', [SCENARIO_HEADER]: 'searchJobs:40006,retry=9' },
      body: '{}',
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('9');
    expect(response.headers.get('Access-Control-Expose-Headers')?.split(/,\s*/)).toContain('Retry-After');
    expect(((await response.json()) as { errors: { retry_after: number } }).errors.retry_after).toBe(9);
  });
});

describe('uploads by content', () => {
  const lying: [string, string, string, File, number][] = [
    ['a PNG named .pdf', '/jobseeker/resume/upload', 'file', sampleFile('png', 'resume.pdf', { type: 'application/pdf' }), 41264],
    ['a text file named .docx', '/jobseeker/resume/upload', 'file', sampleFile('txt', 'resume.docx'), 41264],
    ['a PDF declared image/png', '/apiGo/file/upload', 'files', sampleFile('pdf', 'screen.png', { type: 'image/png' }), 40001],
    ['a spreadsheet named .doc', '/jobseeker/resume/upload', 'file', sampleFile('xls', 'resume.doc'), 41264],
    ['a JPG named .gif', '/apiGo/file/upload', 'files', sampleFile('jpg', 'funny.gif'), 40001],
    ['a PDF named .jpg as avatar', '/jobseeker/upload-avatar', 'avatar', sampleFile('pdf', 'me.jpg', { type: 'image/jpeg' }), 40001],
    ['a text file named .mp4', '/jobseeker/video_resume/upload_v1', 'video_resume', sampleFile('txt', 'intro.mp4', { type: 'video/mp4' }), 41265],
  ];
  it.each(lying)('refuses %s', async (_label, path, field, file, code) => {
    expect(await upload(path, field, file, NEW_USER)).toMatchObject({ code, status: code === 40001 ? 422 : 400 });
  });

  const honest: [FileFormat, string, string][] = [
    ['doc', 'cv.doc', 'application/msword'],
    ['docx', 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['pdf', 'cv.pdf', 'application/pdf'],
  ];
  it.each(honest)('takes a real %s resume and keeps the type its bytes have', async (format, name, mime) => {
    const reply = await upload('/jobseeker/resume/upload', 'file', sampleFile(format, name), NEW_USER);
    expect(reply).toMatchObject({ status: 200, body: { data: { mime_type: mime } } });
    await call('/jobseeker/resumes/' + String((reply.body as { data: { id: number } }).data.id) + '/delete', { method: 'DELETE', headers: NEW_USER });
  });

  it('names the kind of file a limit is about: a 6 MB chat file is not a resume file', async () => {
    const chat = await upload('/apiGo/file/upload', 'files', sampleFile('pdf', 'contract.pdf', { size: 6 * MB }));
    expect(chat).toMatchObject({ status: 400, code: 41085, message: 'File exceeds 5 MB' });
    const resume = await upload('/jobseeker/resume/upload', 'file', sampleFile('pdf', 'cv.pdf', { size: 6 * MB }), NEW_USER);
    expect(resume).toMatchObject({ status: 400, code: 41174, message: 'Resume file exceeds 5 MB' });
  });
});
