/**
 * Reading multipart uploads: the file part (its name, size, declared type and the part itself, whose
 * bytes tell what it really is) and integer text fields. Problems answer 40001 with the field's
 * message, as the servers do.
 */
import { ErrorCode } from '../../../sdk/generated/error-codes';
import { checkUpload, extensionOf, type FileFormat } from '../../http/file-content';
import { fail } from '../../http/reply';

export interface UploadedFile {
  name: string;
  size: number;
  type: string;
  blob: Blob;
}

export type FormResult<T> = { ok: true; value: T } | { ok: false; response: Response };

export function invalidField(field: string, message: string): { ok: false; response: Response } {
  return { ok: false, response: fail(ErrorCode.ValidationFailed, { message, fields: { [field]: [message] } }) };
}

export async function readForm(request: Request): Promise<FormResult<FormData>> {
  try {
    return { ok: true, value: await request.formData() };
  } catch {
    return invalidField('body', 'The request must be multipart/form-data.');
  }
}

export function fileField(form: FormData, field: string): FormResult<UploadedFile> {
  const value = form.get(field);
  if (!(value instanceof Blob)) return invalidField(field, `The ${field} field is required.`);
  const name = value instanceof File && value.name ? value.name : field;
  return { ok: true, value: { name, size: value.size, type: value.type, blob: value } };
}

/** An optional positive integer text field. */
export function optionalIdField(form: FormData, field: string): FormResult<number | undefined> {
  const value = form.get(field);
  if (value === null || value === '') return { ok: true, value: undefined };
  const number = typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isInteger(number) || number < 1) return invalidField(field, `The ${field} must be a positive integer.`);
  return { ok: true, value: number };
}

/**
 * The file's format when its bytes are one of the allowed formats and its name and declared type do not
 * claim another (file-content.ts); undefined for a lying or unsupported file. An empty file has no bytes
 * to tell: its name must then carry an allowed extension.
 */
export async function allowedFormat(file: UploadedFile, allowed: readonly FileFormat[]): Promise<FileFormat | undefined> {
  if (file.size === 0) {
    const extension = extensionOf(file.name);
    return allowed.find((format) => format === extension || (format === 'jpg' && extension === 'jpeg'));
  }
  return checkUpload(file.blob, file.name, allowed);
}
