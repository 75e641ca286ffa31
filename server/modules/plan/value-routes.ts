import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { exportQuery, planElementTypeOf, planEndpoints, type UploadedValue } from '../../../contract/plan';
import type { ServerDeps } from '../../deps';
import { parse } from '../../http/errors';
import { jsonCall } from '../../http/route';
import { ownerOf, requireScope } from '../../http/scope';
import { DomainError, invalidField, notFound } from '../../shared/domain-error';
import type { Storage } from '../../shared/storage';
import { exportPlan } from './export';
import { findElement, replaceFile, updateValue, type ElementRow } from './service';

const elementQuery = z.object({ element_id: z.coerce.number({ error: 'required' }).int().positive() });

/** Element values: typed values as JSON, files as a multipart upload, and files back out. */
export async function planValueRoutes(app: FastifyInstance, { db, storage }: ServerDeps & { storage: Storage }) {
  async function elementFor(request: FastifyRequest, id: number, action?: 'UPDATE_VALUE') {
    const element = await findElement(db, id);
    if (!element) throw notFound();
    await requireScope(request, db, ownerOf(element), 'PLAN', action);
    return element;
  }

  /** Streams the upload to storage; the 10 MB limit is enforced while streaming. */
  async function storeUpload(request: FastifyRequest): Promise<{ element: ElementRow; path: string; name: string }> {
    const file = await request.file();
    if (!file) throw invalidField('value', 'required');
    const field = file.fields.id;
    const id = field && 'value' in field ? Number(field.value) : NaN;
    if (!Number.isInteger(id) || id <= 0) {
      file.file.resume();
      throw invalidField('id', 'required');
    }
    const element = await elementFor(request, id, 'UPDATE_VALUE');
    if (planElementTypeOf(element.typeId) !== 'file') {
      file.file.resume();
      throw invalidField('value', 'invalid');
    }
    const folder = element.weddingId ? `plan/wedding-${element.weddingId}` : `plan/person-${element.personId}`;
    try {
      const path = await storage.save(folder, file.filename, file.file);
      if (file.file.truncated) {
        await storage.remove(path);
        throw new DomainError('file_too_large');
      }
      return { element, path, name: file.filename.slice(0, 255) || 'file' };
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError('file_too_large');
      throw error;
    }
  }

  const updateTypedValue = jsonCall(planEndpoints.updateValue, async (payload, request) =>
    updateValue(db, storage, await elementFor(request, payload.id, 'UPDATE_VALUE'), payload),
  );

  // One path for both kinds of value (part 1 §7): a file arrives as multipart, the rest as JSON.
  app.post(planEndpoints.updateValue.path, async (request, reply) => {
    if (!request.isMultipart()) return updateTypedValue(request, reply);
    const upload = await storeUpload(request);
    await replaceFile(db, storage, upload.element, upload);
    return { data: { file_path: upload.path, value: upload.name } satisfies UploadedValue };
  });

  app.get('/plan_elements/export', async (request, reply) => {
    const query = parse(exportQuery, request.query);
    const scope = await requireScope(request, db, query, 'PLAN');
    const file = await exportPlan(db, storage, scope, { locale: query.language, attachFiles: query.attach_files === '1' });
    return reply.header('content-type', file.contentType).header('content-disposition', contentDisposition(file.fileName)).send(file.body);
  });

  app.get('/plan_elements/get_file', async (request, reply) => {
    const { element_id } = parse(elementQuery, request.query);
    const element = await elementFor(request, element_id);
    if (planElementTypeOf(element.typeId) !== 'file' || !element.extra) throw notFound();
    const stored = await storage.open(element.extra);
    if (!stored) throw notFound();
    return reply
      .header('content-type', 'application/octet-stream')
      .header('content-length', stored.size)
      .header('content-disposition', contentDisposition(element.value ?? 'file'))
      .send(stored.stream);
  });
}

/** An attachment header that keeps non-ASCII names (RFC 6266 / 5987). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
