/**
 * Resume files: listResumes (implied), R01 deleteResume, R02 renameResume, R03 sendResumeEmail,
 * R04 uploadResume, R05 generateResume, setAutoSendResume and refreshResumes (implied).
 */
import { ErrorCode } from '../../../sdk/generated/error-codes';
import {
  deleteResumeParams, generateResumeBody, renameResumeBody, renameResumeParams, sendResumeEmailBody, setAutoSendResumeBody, setAutoSendResumeParams,
} from '../../../sdk/generated/jobseeker/zod';
import { mockNow, mockNowIso } from '../../db/mock-clock';
import { FORMAT_MIME, type FileFormat } from '../../http/file-content';
import { defineOperation } from '../../http/define-operation';
import { operation } from '../../http/operation';
import { fail, ok } from '../../http/reply';
import { requireUser } from '../../state/accounts';
import { TEMPLATES_BY_ID } from '../../state/resume-templates';
import {
  MAX_ATTACHED_RESUMES, MAX_PROFILE_MODAL_RESUME_BYTES, MAX_RESUME_BYTES, addResume, addUploadedResume, deleteResumeRecord, ownResume, recordResumeEmail, refreshOf,
  refreshResumesOf, renameResumeRecord, resumesOf, setAutoSendResumeOf,
} from '../../state/resumes';
import { requestContext } from '../request-context';
import { resumeExtension, toResumeItem } from './resume-replies';
import { allowedFormat, fileField, invalidField, readForm } from './upload-form';

const RESUME_FORMATS = ['pdf', 'doc', 'docx'] as const satisfies readonly FileFormat[];
/** The mock variant that makes the parser fail on an otherwise valid upload. */
export const PARSE_FAILED_VARIANT = 'parse-failed';
export const GENERATION_FAILED_VARIANT = 'generation-failed';

export function resumeFileHandlers() {
  return [
    defineOperation('listResumes', {
      access: 'user',
      handle: async ({ ctx, user }) => {
        const own = (await resumesOf(user.id)).sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id);
        return ok({
          resumes: await Promise.all(own.map((resume) => toResumeItem(ctx.origin, resume))),
          attached_count: own.filter((resume) => resume.kind === 'attached').length,
          max_attached: MAX_ATTACHED_RESUMES,
          auto_send_resume_id: own.find((resume) => resume.is_auto_send)?.id ?? null,
          refresh: await refreshOf(user.id),
        });
      },
    }),
    defineOperation('refreshResumes', {
      access: 'user',
      handle: async ({ user }) => {
        if ((await resumesOf(user.id)).length === 0) return fail(ErrorCode.NotFound, { message: 'Add a resume before refreshing.' });
        if (!(await refreshResumesOf(user.id, mockNow()))) return fail(ErrorCode.NoPermission, { message: 'The free refresh days are over.' });
        return ok(await refreshOf(user.id));
      },
    }),
    defineOperation('deleteResume', {
      access: 'user',
      params: deleteResumeParams,
      handle: async ({ user, params }) => {
        const resume = await ownResume(user.id, params.id);
        if (!resume) return fail(ErrorCode.NotFound);
        if (resume.is_auto_send) return fail(ErrorCode.AutoSendResumeUndeletable);
        await deleteResumeRecord(resume);
        return ok({ id: resume.id });
      },
    }),
    defineOperation('renameResume', {
      access: 'user',
      params: renameResumeParams,
      body: renameResumeBody,
      handle: async ({ ctx, user, params, body }) => {
        const resume = await ownResume(user.id, params.id);
        if (!resume) return fail(ErrorCode.NotFound);
        const extension = resumeExtension(resume);
        const name = body.filename.trim();
        // The file keeps its extension: added when the new name lacks it.
        const renamed = await renameResumeRecord(resume, name.toLowerCase().endsWith(`.${extension}`) ? name : `${name}.${extension}`, mockNowIso());
        return ok(await toResumeItem(ctx.origin, renamed));
      },
    }),
    defineOperation('sendResumeEmail', {
      access: 'user',
      body: sendResumeEmailBody,
      handle: async ({ user, body }) => {
        if (!(await ownResume(user.id, body.resume_id))) return fail(ErrorCode.NotFound);
        const sent = { user_id: user.id, resume_id: body.resume_id, email: body.email, sent_at: mockNowIso() };
        await recordResumeEmail(sent);
        return ok({ resume_id: sent.resume_id, email: sent.email, sent_at: sent.sent_at });
      },
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
      if (!format) return fail(ErrorCode.FileTypeNotAllowed);
      const source = form.value.get('source') ?? 'resume_page';
      if (source !== 'resume_page' && source !== 'profile_modal') {
        return invalidField('source', 'The source must be resume_page or profile_modal.').response;
      }
      if (source === 'profile_modal') {
        if (file.value.size > MAX_PROFILE_MODAL_RESUME_BYTES) return invalidField('file', 'The resume must be 30 MB or smaller.').response;
      } else if (file.value.size > MAX_RESUME_BYTES) return fail(ErrorCode.ResumeFileOver5Mb);
      const attached = (await resumesOf(auth.user.id)).filter((resume) => resume.kind === 'attached');
      if (attached.length >= MAX_ATTACHED_RESUMES) return fail(ErrorCode.TooManyResumes);
      if (file.value.size === 0 || scenario?.variant === PARSE_FAILED_VARIANT) return fail(ErrorCode.ParsingFailed);
      const now = mockNowIso();
      const resume = await addUploadedResume({
        user_id: auth.user.id, kind: 'attached', filename: file.value.name, file_size: file.value.size,
        mime_type: FORMAT_MIME[format],
        template_id: null, is_auto_send: false, text_length: Math.floor(file.value.size / 10), created_at: now, updated_at: now,
      });
      return ok(await toResumeItem(requestContext(request).origin, resume));
    }),
    defineOperation('generateResume', {
      access: 'user',
      body: generateResumeBody,
      handle: async ({ ctx, user, body, scenario }) => {
        const template = TEMPLATES_BY_ID.get(body.template_id);
        if (!template) return fail(ErrorCode.NotFound);
        if (scenario?.variant === GENERATION_FAILED_VARIANT) return fail(ErrorCode.ResumePdfFailed);
        const now = mockNowIso();
        const defaultName = `${user.first_name}_${user.last_name}_${template.name}`.replace(/\s+/g, '_');
        const name = body.filename?.trim() ?? defaultName;
        const resume = await addResume({
          user_id: user.id, kind: 'generated', filename: name.toLowerCase().endsWith('.pdf') ? name : `${name}.pdf`,
          file_size: 90_000 + template.id * 4_096, mime_type: 'application/pdf', template_id: template.id, is_auto_send: false, text_length: 2_400,
          created_at: now, updated_at: now,
        });
        return ok(await toResumeItem(ctx.origin, resume));
      },
    }),
    defineOperation('setAutoSendResume', {
      access: 'user',
      params: setAutoSendResumeParams,
      body: setAutoSendResumeBody,
      handle: async ({ ctx, user, params, body }) => {
        const resume = await ownResume(user.id, params.id);
        if (!resume) return fail(ErrorCode.NotFound);
        return ok(await toResumeItem(ctx.origin, await setAutoSendResumeOf(user.id, resume, body.enabled)));
      },
    }),
  ];
}
