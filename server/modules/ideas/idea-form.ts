import { ideaJsonFields, ideaLimits } from '../../../contract/ideas';
import type { ReceivedForm } from '../../http/form-route';
import { DomainError, invalidField } from '../../shared/domain-error';

/** The create or update form as received: its fields (JSON ones read) and its image, if one came. */
export interface IdeaUpload {
  fields: Record<string, unknown>;
  image: Buffer | null;
}

/**
 * At most the form's eight fields and one file; a field holds at most a text idea's 5,000
 * characters of up to four bytes each (the app's default of 4 KB is for short fields).
 */
export const ideaFormLimits = { fileSize: ideaLimits.imageMaxBytes, files: 1, fields: 8, parts: 9, fieldSize: ideaLimits.textMax * 4 + 1024 };

const isJsonField = (name: string) => (ideaJsonFields as readonly string[]).includes(name);

/** A field's value as the form's schema reads it: JSON fields parsed, an empty category none. */
function fieldValue(name: string, value: unknown): unknown {
  if (name === 'category_id' && (value === '' || value === 'null')) return null;
  if (!isJsonField(name) || typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    throw invalidField(name, 'invalid');
  }
}

/**
 * An idea's multipart form as its route received it (server/http/form-route.ts: the ids it
 * names were checked before the image is read): its fields, JSON ones read, and its image,
 * held in memory, at most 10 MB, checked while it streams.
 */
export async function readIdeaForm(form: ReceivedForm): Promise<IdeaUpload> {
  const upload: IdeaUpload = { fields: {}, image: null };
  for (const [name, value] of Object.entries(form.fields)) upload.fields[name] = fieldValue(name, value);
  if (form.file) {
    if (form.file.fieldname !== 'image') {
      form.file.file.resume();
      throw invalidField(form.file.fieldname, 'invalid');
    }
    upload.image = await imageOf(form.file.toBuffer());
  }
  for await (const part of form.rest) {
    if (part.type === 'file') throw invalidField(part.fieldname, 'invalid');
    if (part.valueTruncated) throw invalidField(part.fieldname, 'maxLength');
    upload.fields[part.fieldname] = fieldValue(part.fieldname, part.value);
  }
  return upload;
}

async function imageOf(content: Promise<Buffer>): Promise<Buffer> {
  try {
    return await content;
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError('file_too_large');
    throw error;
  }
}
