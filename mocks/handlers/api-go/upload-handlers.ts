/** G08 uploadFile (type by content, size limits) and G09 submitFeedback (images must be the caller's uploads). */
import { ErrorCode } from '../../../sdk/generated/error-codes';
import { submitFeedbackBody } from '../../../sdk/generated/apiGo/zod';
import { mockNow } from '../../db/mock-clock';
import { checkUpload, FORMAT_MIME, type FileFormat } from '../../http/file-content';
import { defineOperation } from '../../http/define-operation';
import { operation } from '../../http/operation';
import { fail, ok } from '../../http/reply';
import { requireUser } from '../../state/accounts';
import {
  MAX_FILE_BYTES, MAX_FILES_PER_UPLOAD, MAX_IMAGE_BYTES, MAX_UPLOAD_BYTES, addFeedback, addUpload, uploadsOf,
  type UploadRecord,
} from '../../state/uploads';
import { assetUrl, requestContext, type RequestContext } from '../request-context';

const IMAGE_FORMATS = ['jpg', 'png', 'gif', 'webp'] as const satisfies readonly FileFormat[];
const DOCUMENT_FORMATS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'txt'] as const satisfies readonly FileFormat[];
const UNSUPPORTED = 'The file is not a supported image (JPG, PNG, GIF, WEBP) or document (PDF, DOC, DOCX, XLS, XLSX, TXT), or its name or type says otherwise.';

function invalidFiles(message: string): Response {
  return fail(ErrorCode.ValidationFailed, { message, fields: { files: [message] } });
}

/** The kind and MIME type by content (file-content.ts), or undefined for a lying file or a type chat and feedback do not take. */
async function classify(file: File, name: string): Promise<{ kind: UploadRecord['kind']; mime: string } | undefined> {
  const format = await checkUpload(file, name, [...IMAGE_FORMATS, ...DOCUMENT_FORMATS]);
  if (!format) return undefined;
  return { kind: (IMAGE_FORMATS as readonly FileFormat[]).includes(format) ? 'image' : 'file', mime: FORMAT_MIME[format] };
}

/** The size limit a file breaks, as its error code. */
function sizeError(kind: UploadRecord['kind'], size: number): number | null {
  if (size > MAX_UPLOAD_BYTES) return ErrorCode.UploadTooLarge;
  if (kind === 'image' && size > MAX_IMAGE_BYTES) return ErrorCode.ImageOver4Mb;
  if (kind === 'file' && size > MAX_FILE_BYTES) return ErrorCode.FileOver5Mb;
  return null;
}

function toUploadedFile(ctx: RequestContext, record: UploadRecord) {
  const { user_id: _userId, path, created_at, ...fields } = record;
  return { ...fields, url: assetUrl(ctx, path), created_at: new Date(created_at).toISOString() };
}

export function uploadHandlers() {
  return [
    operation('uploadFile', async ({ request }) => {
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        return invalidFiles('Send the files as multipart/form-data.');
      }
      const files = form.getAll('files').filter((part): part is File => typeof part !== 'string');
      if (files.length === 0) return invalidFiles('The files field is required.');
      if (files.length > MAX_FILES_PER_UPLOAD) return invalidFiles(`At most ${MAX_FILES_PER_UPLOAD} files per upload.`);
      const filenameField = form.get('filename');
      const givenName = typeof filenameField === 'string' && filenameField.trim() !== '' ? filenameField.trim() : undefined;
      const checked: { file: File; name: string; kind: UploadRecord['kind']; mime: string }[] = [];
      for (const file of files) {
        const name = (files.length === 1 ? givenName : undefined) ?? (file.name || givenName || 'file');
        // The 20 MB limit first: a file that large is refused before its bytes are read.
        if (file.size > MAX_UPLOAD_BYTES) return fail(ErrorCode.UploadTooLarge);
        const type = await classify(file, name);
        if (!type) return invalidFiles(UNSUPPORTED);
        const tooBig = sizeError(type.kind, file.size);
        if (tooBig !== null) return fail(tooBig);
        checked.push({ file, name, ...type });
      }
      const ctx = requestContext(request);
      const now = mockNow();
      const stored = [];
      for (const { file, name, kind, mime } of checked) {
        const record = await addUpload({ user_id: auth.user.id, filename: name, mime_type: mime, size: file.size, kind, created_at: now });
        stored.push(toUploadedFile(ctx, record));
      }
      return ok({ files: stored });
    }),
    defineOperation('submitFeedback', {
      access: 'user',
      body: submitFeedbackBody,
      handle: async ({ ctx, user, body }) => {
        const mine = new Map((await uploadsOf(user.id, 'image')).map((item) => [item.path, item]));
        const images = body.images ?? [];
        const uploadIds: number[] = [];
        for (const url of images) {
          const upload = mine.get(new URL(url, ctx.origin).pathname);
          if (!upload) return fail(ErrorCode.ValidationFailed, { fields: { images: ['Upload the image with the file upload first.'] } });
          uploadIds.push(upload.id);
        }
        const feedback = await addFeedback({ user_id: user.id, description: body.description, upload_ids: uploadIds, created_at: mockNow() });
        return ok({ id: feedback.id, description: body.description, images, created_at: new Date(feedback.created_at).toISOString() });
      },
    }),
  ];
}
