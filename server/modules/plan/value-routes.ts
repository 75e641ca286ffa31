import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { checkPlanValue, exportQuery, planElementTypeOf, updateValuePayload } from '../../../contract/plan';
import { planElements } from './schema';
import type { ServerDeps } from '../../deps';
import { ApiError, parse } from '../../http/errors';
import { ownerOf, requireScope } from '../../http/scope';
import { findElement, optionIdsOf, type ElementRow } from './service';
import { exportPlan } from './export';
import type { Storage } from '../../shared/storage';

const notFound = () => new ApiError(422, 'not_found');
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
    if (!file) throw new ApiError(422, 'form_validation_error', { value: ['required'] });
    const field = file.fields.id;
    const id = field && 'value' in field ? Number(field.value) : NaN;
    if (!Number.isInteger(id) || id <= 0) {
      file.file.resume();
      throw new ApiError(422, 'form_validation_error', { id: ['required'] });
    }
    const element = await elementFor(request, id, 'UPDATE_VALUE');
    if (planElementTypeOf(element.typeId) !== 'file') {
      file.file.resume();
      throw new ApiError(422, 'form_validation_error', { value: ['invalid'] });
    }
    const folder = element.weddingId ? `plan/wedding-${element.weddingId}` : `plan/person-${element.personId}`;
    try {
      const path = await storage.save(folder, file.filename, file.file);
      if (file.file.truncated) {
        await storage.remove(path);
        throw new ApiError(422, 'file_too_large');
      }
      return { element, path, name: file.filename.slice(0, 255) || 'file' };
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(422, 'file_too_large');
      throw error;
    }
  }

  app.post('/plan_elements/update_value', async (request) => {
    if (request.isMultipart()) {
      const upload = await storeUpload(request);
      await db.update(planElements).set({ value: upload.name, extra: upload.path }).where(eq(planElements.id, upload.element.id));
      await storage.remove(upload.element.extra);
      return { data: { file_path: upload.path, value: upload.name } };
    }
    const payload = parse(updateValuePayload, request.body);
    const element = await elementFor(request, payload.id, 'UPDATE_VALUE');
    const type = planElementTypeOf(element.typeId)!;
    const checked = checkPlanValue(type, payload.value, payload.extra, type === 'dropdown' ? await optionIdsOf(db, element.id) : []);
    if (!checked.ok) throw new ApiError(422, 'form_validation_error', { value: [checked.rule] });
    await db.update(planElements).set({ value: checked.value, extra: checked.extra }).where(eq(planElements.id, element.id));
    if (type === 'file') await storage.remove(element.extra);
    return { data: { value: checked.value, extra: checked.extra } };
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
