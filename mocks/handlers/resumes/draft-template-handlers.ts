/** Resume drafts (list, create, update, delete; up to 5) and the public template catalogue (all implied). */
import { ErrorCode } from '../../../sdk/generated/error-codes';
import {
  createResumeDraftBody, deleteResumeDraftParams, getResumeTemplateParams, updateResumeDraftBody, updateResumeDraftParams,
} from '../../../sdk/generated/jobseeker/zod';
import { mockNowIso } from '../../db/mock-clock';
import { defineOperation } from '../../http/define-operation';
import { fail, ok } from '../../http/reply';
import { EMPTY_DRAFT_CONTENT, MAX_DRAFTS, addDraft, draftsOf, ownDraft, removeDraft, updateDraft } from '../../state/resume-drafts';
import { RESUME_TEMPLATES, TEMPLATES_BY_ID } from '../../state/resume-templates';
import { toDraft, toTemplate } from './resume-replies';

function unknownTemplate(templateId: number | null | undefined): Response | undefined {
  if (templateId === null || templateId === undefined || TEMPLATES_BY_ID.has(templateId)) return undefined;
  return fail(ErrorCode.ValidationFailed, { message: 'The selected template does not exist.', fields: { template_id: ['The selected template does not exist.'] } });
}

export function draftTemplateHandlers() {
  return [
    defineOperation('listResumeDrafts', {
      access: 'user',
      handle: async ({ user }) => {
        const drafts = (await draftsOf(user.id)).sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id);
        return ok({ drafts: drafts.map(toDraft), max_drafts: MAX_DRAFTS });
      },
    }),
    defineOperation('createResumeDraft', {
      access: 'user',
      body: createResumeDraftBody,
      handle: async ({ user, body }) => {
        const badTemplate = unknownTemplate(body.template_id);
        if (badTemplate) return badTemplate;
        if ((await draftsOf(user.id)).length >= MAX_DRAFTS) return fail(ErrorCode.TooManyCopies);
        const now = mockNowIso();
        const draft = await addDraft({
          user_id: user.id, name: body.name, template_id: body.template_id ?? null, content: body.content ?? EMPTY_DRAFT_CONTENT, created_at: now, updated_at: now,
        });
        return ok(toDraft(draft));
      },
    }),
    defineOperation('updateResumeDraft', {
      access: 'user',
      params: updateResumeDraftParams,
      body: updateResumeDraftBody,
      handle: async ({ user, params, body }) => {
        if (Object.keys(body).length === 0) return fail(ErrorCode.ValidationFailed, { message: 'Nothing to change.', fields: { body: ['Nothing to change.'] } });
        const badTemplate = unknownTemplate(body.template_id);
        if (badTemplate) return badTemplate;
        const draft = await ownDraft(user.id, params.id);
        if (!draft) return fail(ErrorCode.NotFound);
        return ok(toDraft(await updateDraft(draft, body, mockNowIso())));
      },
    }),
    defineOperation('deleteResumeDraft', {
      access: 'user',
      params: deleteResumeDraftParams,
      handle: async ({ user, params }) => {
        const draft = await ownDraft(user.id, params.id);
        if (!draft) return fail(ErrorCode.NotFound);
        await removeDraft(draft);
        return ok({ id: draft.id });
      },
    }),
    // Public: the free resume-template page needs no session.
    defineOperation('listResumeTemplates', {
      access: 'public',
      handle: ({ ctx }) => ok({ templates: RESUME_TEMPLATES.map((template) => toTemplate(ctx, template)) }),
    }),
    defineOperation('getResumeTemplate', {
      access: 'public',
      params: getResumeTemplateParams,
      handle: ({ ctx, params }) => {
        const template = TEMPLATES_BY_ID.get(params.id);
        return template ? ok(toTemplate(ctx, template)) : fail(ErrorCode.NotFound);
      },
    }),
  ];
}
