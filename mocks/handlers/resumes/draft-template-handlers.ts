/** Resume drafts (list, create, update, delete; up to 5) and the public template catalogue (all implied). */
import {
  createResumeDraftBody, deleteResumeDraftParams, getResumeTemplateParams, updateResumeDraftBody, updateResumeDraftParams,
} from '../../../sdk/generated/jobseeker/zod';
import { mockNowIso } from '../../db/mock-clock';
import { operation } from '../../http/operation';
import { fail, ok } from '../../http/reply';
import { requireUser } from '../../state/accounts';
import { EMPTY_DRAFT_CONTENT, MAX_DRAFTS, draftsOf, draftsState } from '../../state/resume-drafts';
import { RESUME_TEMPLATES, TEMPLATES_BY_ID } from '../../state/resume-templates';
import { requestContext } from '../request-context';
import { validateBody, validateValues } from '../validate-request';
import { toDraft, toTemplate } from './resume-replies';

function unknownTemplate(templateId: number | null | undefined): Response | undefined {
  if (templateId === null || templateId === undefined || TEMPLATES_BY_ID.has(templateId)) return undefined;
  return fail(40001, { message: 'The selected template does not exist.', fields: { template_id: ['The selected template does not exist.'] } });
}

export function draftTemplateHandlers() {
  return [
    operation('listResumeDrafts', async ({ request }) => {
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      const drafts = draftsOf(await draftsState(), auth.user.id).sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id);
      return ok({ drafts: drafts.map(toDraft), max_drafts: MAX_DRAFTS });
    }),
    operation('createResumeDraft', async ({ request }) => {
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      const body = await validateBody(request, createResumeDraftBody);
      if (!body.ok) return body.response;
      const badTemplate = unknownTemplate(body.data.template_id);
      if (badTemplate) return badTemplate;
      const state = await draftsState();
      if (draftsOf(state, auth.user.id).length >= MAX_DRAFTS) return fail(41254);
      const now = mockNowIso();
      const draft = {
        id: state.nextDraftId, user_id: auth.user.id, name: body.data.name, template_id: body.data.template_id ?? null,
        content: body.data.content ?? EMPTY_DRAFT_CONTENT, created_at: now, updated_at: now,
      };
      state.nextDraftId += 1;
      state.drafts.set(draft.id, draft);
      return ok(toDraft(draft));
    }),
    operation('updateResumeDraft', async ({ request, params }) => {
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      const path = validateValues(params, updateResumeDraftParams);
      if (!path.ok) return path.response;
      const body = await validateBody(request, updateResumeDraftBody);
      if (!body.ok) return body.response;
      if (Object.keys(body.data).length === 0) return fail(40001, { message: 'Nothing to change.', fields: { body: ['Nothing to change.'] } });
      const badTemplate = unknownTemplate(body.data.template_id);
      if (badTemplate) return badTemplate;
      const state = await draftsState();
      const draft = state.drafts.get(path.data.id);
      if (draft?.user_id !== auth.user.id) return fail(40004);
      if (body.data.name !== undefined) draft.name = body.data.name;
      if (body.data.template_id !== undefined) draft.template_id = body.data.template_id;
      if (body.data.content !== undefined) draft.content = body.data.content;
      draft.updated_at = mockNowIso();
      return ok(toDraft(draft));
    }),
    operation('deleteResumeDraft', async ({ request, params }) => {
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      const path = validateValues(params, deleteResumeDraftParams);
      if (!path.ok) return path.response;
      const state = await draftsState();
      const draft = state.drafts.get(path.data.id);
      if (draft?.user_id !== auth.user.id) return fail(40004);
      state.drafts.delete(draft.id);
      return ok({ id: draft.id });
    }),
    // Public: the free resume-template page needs no session.
    operation('listResumeTemplates', ({ request }) => {
      const { origin } = requestContext(request);
      return ok({ templates: RESUME_TEMPLATES.map((template) => toTemplate(origin, template)) });
    }),
    operation('getResumeTemplate', ({ request, params }) => {
      const path = validateValues(params, getResumeTemplateParams);
      if (!path.ok) return path.response;
      const template = TEMPLATES_BY_ID.get(path.data.id);
      return template ? ok(toTemplate(requestContext(request).origin, template)) : fail(40004);
    }),
  ];
}
