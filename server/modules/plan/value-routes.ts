import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fromText, idField, idQuery } from '../../../contract/endpoint';
import { exportQuery, planElementTypeOf, planEndpoints, type UploadedValue } from '../../../contract/plan';
import type { ServerDeps } from '../../deps';
import { parse } from '../../http/errors';
import { contentDisposition, sendStoredFile } from '../../http/stored-files';
import { formRoute, type ReceivedForm } from '../../http/form-route';
import { fileRoute, jsonCall } from '../../http/route';
import { ownerNamed, ownerOfRow } from '../../http/access';
import { ownerOf, requireScope } from '../../http/scope';
import { planElements } from './schema';
import { DomainError, invalidField, notFound } from '../../shared/domain-error';
import type { StagedFile, Storage } from '../../shared/storage';
import { exportPlan } from './export';
import { findElement, replaceFile, updateValue, type ElementRow } from './service';

const elementQuery = z.object({ element_id: idField });

/** The name a user gave a file, fit to store and to show: no control characters, at most 255 characters. */
// eslint-disable-next-line no-control-regex
const fileNameOf = (name: string) => name.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255) || 'file';

/** Element values: typed values as JSON, files as a multipart upload, and files back out. */
export async function planValueRoutes(app: FastifyInstance, { db, storage }: ServerDeps & { storage: Storage }) {
  async function elementFor(request: FastifyRequest, id: number, action?: 'UPDATE_VALUE') {
    const element = await findElement(db, id);
    if (!element) throw notFound();
    await requireScope(request, db, ownerOf(element), 'PLAN', action);
    return element;
  }

  /** Streams the upload to a staged file; the 10 MB limit is enforced while streaming. */
  async function stageUpload({ fields, file }: ReceivedForm, request: FastifyRequest): Promise<{ element: ElementRow; upload: StagedFile; name: string }> {
    if (!file) throw invalidField('value', 'required');
    const id = idQuery.safeParse(fromText(idQuery, { id: fields.id }));
    if (!id.success) {
      file.file.resume();
      throw invalidField('id', 'required');
    }
    const element = await elementFor(request, id.data.id, 'UPDATE_VALUE');
    if (planElementTypeOf(element.typeId) !== 'file') {
      file.file.resume();
      throw invalidField('value', 'invalid');
    }
    const folder = element.weddingId ? `plan/wedding-${element.weddingId}` : `plan/person-${element.personId}`;
    try {
      const upload = await storage.stage(folder, file.filename, file.file);
      if (file.file.truncated) {
        await storage.discard(upload);
        throw new DomainError('file_too_large');
      }
      return { element, upload, name: fileNameOf(file.filename) };
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError('file_too_large');
      throw error;
    }
  }

  const settingValue = ownerOfRow('id', planElements, 'PLAN', 'UPDATE_VALUE');
  const updateTypedValue = jsonCall(planEndpoints.updateValue, settingValue, async (payload, request) =>
    updateValue(db, storage, (await elementFor(request, payload.id, 'UPDATE_VALUE')).id, payload),
  );

  // One path for both kinds of value (part 1 §7): a file arrives as multipart, the rest as JSON.
  formRoute(app, { url: planEndpoints.updateValue.path, access: settingValue, fields: idQuery, orJson: updateTypedValue }, async (form, request) => {
    const staged = await stageUpload(form, request);
    const path = await replaceFile(db, storage, staged.element.id, staged);
    return { data: { file_path: path, value: staged.name } satisfies UploadedValue };
  });

  fileRoute(app, { method: 'GET', url: '/plan_elements/export', access: ownerNamed('PLAN'), input: exportQuery }, async (request, reply) => {
    const query = parse(exportQuery, request.query);
    const scope = await requireScope(request, db, query, 'PLAN');
    const file = await exportPlan(db, storage, scope, { locale: query.language, attachFiles: query.attach_files === '1' });
    return reply.header('content-type', file.contentType).header('content-disposition', contentDisposition(file.fileName)).send(file.body);
  });

  fileRoute(
    app,
    { method: 'GET', url: '/plan_elements/get_file', access: ownerOfRow('element_id', planElements, 'PLAN'), input: elementQuery },
    async (request, reply) => {
      const { element_id } = parse(elementQuery, request.query);
      const element = await elementFor(request, element_id);
      if (planElementTypeOf(element.typeId) !== 'file' || !element.extra) throw notFound();
      const stored = await storage.open(element.extra);
      if (!stored) throw notFound();
      return sendStoredFile(reply, element.extra, stored, element.value ?? 'file');
    },
  );
}
