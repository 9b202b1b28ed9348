/**
 * Reading multipart uploads: the file part (kept as name, size and type only, never the bytes) and
 * integer text fields. Problems answer 40001 with the field's message, as the servers do.
 */
import { fail } from '../../http/reply';

export interface UploadedFile {
  name: string;
  size: number;
  type: string;
}

export type FormResult<T> = { ok: true; value: T } | { ok: false; response: Response };

export function invalidField(field: string, message: string): { ok: false; response: Response } {
  return { ok: false, response: fail(40001, { message, fields: { [field]: [message] } }) };
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
  return { ok: true, value: { name, size: value.size, type: value.type } };
}

/** An optional positive integer text field. */
export function optionalIdField(form: FormData, field: string): FormResult<number | undefined> {
  const value = form.get(field);
  if (value === null || value === '') return { ok: true, value: undefined };
  const number = typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isInteger(number) || number < 1) return invalidField(field, `The ${field} must be a positive integer.`);
  return { ok: true, value: number };
}

/** True when the file's type or, failing that, its extension is one of the allowed ones. */
export function hasAllowedType(file: UploadedFile, types: readonly string[], extensions: readonly string[]): boolean {
  if (types.includes(file.type)) return true;
  const extension = /\.(\w+)$/.exec(file.name)?.[1]?.toLowerCase();
  return (file.type === '' || file.type === 'application/octet-stream') && extension !== undefined && extensions.includes(extension);
}
