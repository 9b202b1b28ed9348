/** R11 uploadAvatar (10 MB, JPG/PNG/JPEG/BMP, 5 a day → 41292), R12 get-started clicks, R13 spring-event trigger. */
import { recordGetStartedClickBody, triggerSpringEventAssistBody, uploadAvatarBody } from '../../../sdk/generated/jobseeker/zod';
import { checkUpload, extensionOf, type FileFormat } from '../../http/file-content';
import { operation } from '../../http/operation';
import { fail, ok } from '../../http/reply';
import { requireUser } from '../../state/accounts';
import { AVATARS_PER_DAY, profileSettings } from '../../state/profile-settings';
import { validateBody } from '../validate-request';
import { invalidField, nowIso, todayIso } from './profile-request';

export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;
const AVATAR_FORMATS = ['jpg', 'png', 'bmp'] as const satisfies readonly FileFormat[];

async function readAvatarForm(request: Request): Promise<{ avatar: File; filename: string } | Response> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return invalidField('avatar', 'This field is required.');
  }
  const parsed = uploadAvatarBody.safeParse({ avatar: form.get('avatar') ?? undefined, filename: form.get('filename') ?? undefined });
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (fields[issue.path.map(String).join('.') || 'body'] ??= []).push(issue.message);
    return fail(40001, { fields });
  }
  return parsed.data;
}

function avatarHandler() {
  return operation('uploadAvatar', async ({ request }) => {
    const signedIn = await requireUser(request);
    if ('response' in signedIn) return signedIn.response;
    const form = await readAvatarForm(request);
    if (form instanceof Response) return form;
    if (form.avatar.size > AVATAR_MAX_BYTES) return invalidField('avatar', 'File size exceeds the limit of 10MB.');
    // By content, and neither the given name nor the declared type may claim another format.
    const name = extensionOf(form.filename) ? form.filename : form.avatar.name;
    const format = await checkUpload(form.avatar, name, AVATAR_FORMATS);
    if (!format) return invalidField('avatar', 'The avatar must be a JPG, PNG or BMP image.');
    const extension = format;
    const state = await profileSettings();
    const key = `${signedIn.user.id}:${todayIso()}`;
    const uploadsToday = state.avatarUploads.get(key) ?? 0;
    if (uploadsToday >= AVATARS_PER_DAY) return fail(41292);
    state.avatarUploads.set(key, uploadsToday + 1);
    signedIn.user.avatar = `/mock-assets/avatars/user-${signedIn.user.id}-${todayIso()}-${uploadsToday + 1}.${extension}`;
    return ok({ avatar: signedIn.user.avatar, uploads_left_today: AVATARS_PER_DAY - uploadsToday - 1 });
  });
}

export function onboardingHandlers() {
  return [
    avatarHandler(),
    operation('recordGetStartedClick', async ({ request }) => {
      const body = await validateBody(request, recordGetStartedClickBody);
      if (!body.ok) return body.response;
      const state = await profileSettings();
      // Blank email and phone (after trimming) are dropped, as the client does.
      const record = {
        id: state.nextRecordId, device_id: body.data.device_id, email: body.data.email?.trim() || null,
        phone_num: body.data.phone_num?.trim() || null, recorded_at: nowIso(),
      };
      state.nextRecordId += 1;
      state.getStartedRecords.set(record.id, record);
      return ok(record);
    }),
    operation('triggerSpringEventAssist', async ({ request }) => {
      const signedIn = await requireUser(request);
      if ('response' in signedIn) return signedIn.response;
      const body = await validateBody(request, triggerSpringEventAssistBody);
      if (!body.ok) return body.response;
      const state = await profileSettings();
      const earlier = state.springEvents.get(signedIn.user.id);
      const triggeredAt = earlier ?? nowIso();
      state.springEvents.set(signedIn.user.id, triggeredAt);
      return ok({ onboarded_method: body.data.onboarded_method, is_first_trigger: earlier === undefined, triggered_at: triggeredAt });
    }),
  ];
}
