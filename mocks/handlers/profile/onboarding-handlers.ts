/** R11 uploadAvatar (10 MB, JPG/PNG/JPEG/BMP, 5 a day → 41292), R12 get-started clicks, R13 spring-event trigger. */
import { ErrorCode } from '../../../sdk/generated/error-codes';
import { recordGetStartedClickBody, triggerSpringEventAssistBody, uploadAvatarBody } from '../../../sdk/generated/jobseeker/zod';
import { checkUpload, extensionOf, type FileFormat } from '../../http/file-content';
import { defineOperation } from '../../http/define-operation';
import { operation } from '../../http/operation';
import { fail, ok } from '../../http/reply';
import { requireUser, updateAccount } from '../../state/accounts';
import { addGetStartedRecord, AVATARS_PER_DAY, countAvatarUpload, triggerSpringEvent } from '../../state/profile-settings';
import { assetUrl, requestContext } from '../request-context';
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
    return fail(ErrorCode.ValidationFailed, { fields });
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
    const uploadsToday = await countAvatarUpload(signedIn.user.id, todayIso());
    if (uploadsToday === null) return fail(ErrorCode.AvatarDailyLimit);
    const avatar = `/mock-assets/avatars/user-${signedIn.user.id}-${todayIso()}-${uploadsToday + 1}.${extension}`;
    await updateAccount(signedIn.user, { avatar });
    return ok({ avatar: assetUrl(requestContext(request), avatar), uploads_left_today: AVATARS_PER_DAY - uploadsToday - 1 });
  });
}

export function onboardingHandlers() {
  return [
    avatarHandler(),
    defineOperation('recordGetStartedClick', {
      access: 'public',
      body: recordGetStartedClickBody,
      // Blank email and phone (after trimming) are dropped, as the client does.
      handle: async ({ body }) => ok(await addGetStartedRecord({
        device_id: body.device_id, email: body.email?.trim() || null, phone_num: body.phone_num?.trim() || null, recorded_at: nowIso(),
      })),
    }),
    defineOperation('triggerSpringEventAssist', {
      access: 'user',
      body: triggerSpringEventAssistBody,
      handle: async ({ user, body }) => {
        const { triggeredAt, isFirst } = await triggerSpringEvent(user.id, nowIso());
        return ok({ onboarded_method: body.onboarded_method, is_first_trigger: isFirst, triggered_at: triggeredAt });
      },
    }),
  ];
}
