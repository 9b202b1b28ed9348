/**
 * Resume files: listResumes (implied), R01 deleteResume, R02 renameResume, R03 sendResumeEmail,
 * R04 uploadResume, R05 generateResume, setAutoSendResume (implied).
 */
import {
  deleteResumeParams, generateResumeBody, renameResumeBody, renameResumeParams, sendResumeEmailBody, setAutoSendResumeBody, setAutoSendResumeParams,
} from '../../../sdk/generated/jobseeker/zod';
import { mockNowIso } from '../../db/mock-clock';
import { FORMAT_MIME, type FileFormat } from '../../http/file-content';
import { operation } from '../../http/operation';
import { fail, ok } from '../../http/reply';
import { requireUser } from '../../state/accounts';
import { TEMPLATES_BY_ID } from '../../state/resume-templates';
import {
  MAX_ATTACHED_RESUMES, MAX_RESUME_BYTES, addResume, deleteResumeRecord, ownResume, parsedItemsFor, resumesOf, resumesState,
} from '../../state/resumes';
import { requestContext } from '../request-context';
import { validateBody, validateValues } from '../validate-request';
import { resumeExtension, toResumeItem } from './resume-replies';
import { allowedFormat, fileField, readForm } from './upload-form';

const RESUME_FORMATS = ['pdf', 'doc', 'docx'] as const satisfies readonly FileFormat[];
/** The mock variant that makes the parser fail on an otherwise valid upload. */
export const PARSE_FAILED_VARIANT = 'parse-failed';
export const GENERATION_FAILED_VARIANT = 'generation-failed';

export function resumeFileHandlers() {
  return [
    operation('listResumes', async ({ request }) => {
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      const state = await resumesState();
      const { origin } = requestContext(request);
      const own = resumesOf(state, auth.user.id).sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id);
      return ok({
        resumes: own.map((resume) => toResumeItem(state, origin, resume)),
        attached_count: own.filter((resume) => resume.kind === 'attached').length,
        max_attached: MAX_ATTACHED_RESUMES,
        auto_send_resume_id: own.find((resume) => resume.is_auto_send)?.id ?? null,
      });
    }),
    operation('deleteResume', async ({ request, params }) => {
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      const path = validateValues(params, deleteResumeParams);
      if (!path.ok) return path.response;
      const state = await resumesState();
      const resume = ownResume(state, auth.user.id, path.data.id);
      if (!resume) return fail(40004);
      if (resume.is_auto_send) return fail(41186);
      deleteResumeRecord(state, resume.id);
      return ok({ id: resume.id });
    }),
    operation('renameResume', async ({ request, params }) => {
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      const path = validateValues(params, renameResumeParams);
      if (!path.ok) return path.response;
      const body = await validateBody(request, renameResumeBody);
      if (!body.ok) return body.response;
      const state = await resumesState();
      const resume = ownResume(state, auth.user.id, path.data.id);
      if (!resume) return fail(40004);
      const extension = resumeExtension(resume);
      const name = body.data.filename.trim();
      // The file keeps its extension: added when the new name lacks it.
      resume.filename = name.toLowerCase().endsWith(`.${extension}`) ? name : `${name}.${extension}`;
      resume.updated_at = mockNowIso();
      return ok(toResumeItem(state, requestContext(request).origin, resume));
    }),
    operation('sendResumeEmail', async ({ request }) => {
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      const body = await validateBody(request, sendResumeEmailBody);
      if (!body.ok) return body.response;
      const state = await resumesState();
      if (!ownResume(state, auth.user.id, body.data.resume_id)) return fail(40004);
      const sent = { user_id: auth.user.id, resume_id: body.data.resume_id, email: body.data.email, sent_at: mockNowIso() };
      state.emails.push(sent);
      return ok({ resume_id: sent.resume_id, email: sent.email, sent_at: sent.sent_at });
    }),
    operation('uploadResume', async ({ request }, { scenario }) => {
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      const form = await readForm(request);
      if (!form.ok) return form.response;
      const file = fileField(form.value, 'file');
      if (!file.ok) return file.response;
      // By content: a PNG named cv.pdf or a text file named cv.docx is not a resume (41264).
      const format = await allowedFormat(file.value, RESUME_FORMATS);
      if (!format) return fail(41264);
      if (file.value.size > MAX_RESUME_BYTES) return fail(41174);
      const state = await resumesState();
      const attached = resumesOf(state, auth.user.id).filter((resume) => resume.kind === 'attached');
      if (attached.length >= MAX_ATTACHED_RESUMES) return fail(41170);
      if (file.value.size === 0 || scenario?.variant === PARSE_FAILED_VARIANT) return fail(41281);
      const now = mockNowIso();
      const resume = addResume(state, {
        user_id: auth.user.id, kind: 'attached', filename: file.value.name, file_size: file.value.size,
        mime_type: FORMAT_MIME[format],
        template_id: null, is_auto_send: false, text_length: Math.floor(file.value.size / 10), created_at: now, updated_at: now,
      });
      // Only files with enough text yield profile items to sync.
      if (resume.text_length >= 200) state.syncable.set(resume.id, parsedItemsFor(resume.id));
      return ok(toResumeItem(state, requestContext(request).origin, resume));
    }),
    operation('generateResume', async ({ request }, { scenario }) => {
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      const body = await validateBody(request, generateResumeBody);
      if (!body.ok) return body.response;
      const template = TEMPLATES_BY_ID.get(body.data.template_id);
      if (!template) return fail(40004);
      if (scenario?.variant === GENERATION_FAILED_VARIANT) return fail(50010);
      const state = await resumesState();
      const now = mockNowIso();
      const defaultName = `${auth.user.first_name}_${auth.user.last_name}_${template.name}`.replace(/\s+/g, '_');
      const name = body.data.filename?.trim() ?? defaultName;
      const resume = addResume(state, {
        user_id: auth.user.id, kind: 'generated', filename: name.toLowerCase().endsWith('.pdf') ? name : `${name}.pdf`,
        file_size: 90_000 + template.id * 4_096, mime_type: 'application/pdf', template_id: template.id, is_auto_send: false, text_length: 2_400,
        created_at: now, updated_at: now,
      });
      return ok(toResumeItem(state, requestContext(request).origin, resume));
    }),
    operation('setAutoSendResume', async ({ request, params }) => {
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      const path = validateValues(params, setAutoSendResumeParams);
      if (!path.ok) return path.response;
      const body = await validateBody(request, setAutoSendResumeBody);
      if (!body.ok) return body.response;
      const state = await resumesState();
      const resume = ownResume(state, auth.user.id, path.data.id);
      if (!resume) return fail(40004);
      // At most one auto-send resume: turning it on moves it here.
      if (body.data.enabled) for (const other of resumesOf(state, auth.user.id)) other.is_auto_send = false;
      resume.is_auto_send = body.data.enabled;
      return ok(toResumeItem(state, requestContext(request).origin, resume));
    }),
  ];
}
