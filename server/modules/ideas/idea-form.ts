import type { FastifyRequest } from 'fastify';
import { ideaJsonFields, ideaLimits } from '../../../contract/ideas';
import { ApiError } from '../../http/errors';
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
const formLimits = { fileSize: ideaLimits.imageMaxBytes, files: 1, fields: 8, parts: 9, fieldSize: ideaLimits.textMax * 4 + 1024 };

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
 * Reads an idea's multipart form. `authorize` sees the fields sent so far when the file
 * arrives (the ids come first), so nobody's image is read before they are known to be allowed
 * to send it; without a file it runs after the last field. The image is held in memory, at most
 * 10 MB, checked while it streams.
 */
export async function readIdeaForm(request: FastifyRequest, authorize: (fields: Record<string, unknown>) => Promise<void>): Promise<IdeaUpload> {
  if (!request.isMultipart()) throw new ApiError(415, 'unsupported_media_type');
  const upload: IdeaUpload = { fields: {}, image: null };
  let authorized = false;
  for await (const part of request.parts({ limits: formLimits })) {
    if (part.type === 'field') {
      if (part.valueTruncated) throw invalidField(part.fieldname, 'maxLength');
      upload.fields[part.fieldname] = fieldValue(part.fieldname, part.value);
      continue;
    }
    try {
      if (part.fieldname !== 'image') throw invalidField(part.fieldname, 'invalid');
      await authorize(upload.fields);
      authorized = true;
    } catch (error) {
      part.file.resume();
      throw error;
    }
    upload.image = await imageOf(part.toBuffer());
  }
  if (!authorized) await authorize(upload.fields);
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
