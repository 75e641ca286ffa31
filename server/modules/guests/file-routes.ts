import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { guestEndpoints, guestFiles, guestLimits } from '../../../contract/guests';
import type { ServerDeps } from '../../deps';
import { requireUser } from '../../http/authorize';
import { parse } from '../../http/errors';
import { contentDisposition } from '../../http/stored-files';
import { fileRoute, jsonCall } from '../../http/route';
import { anySignedIn } from '../../http/access';
import { formRoute, type ReceivedForm } from '../../http/form-route';
import { DomainError, invalidField } from '../../shared/domain-error';
import { OffThread, OffThreadFailure } from '../../shared/uploads/off-thread';
import { guests } from './schema';
import { weddingGuests } from './access';
import { exportGuests, importTemplate } from './export';
import type * as ImportFile from './import-file';
import { ImportHandles } from './import-handles';
import { importFile, ImportRowsRejected, validateImport } from './import';
import { storageFor } from '../../shared/storage';

type ExportRequest = z.output<typeof guestFiles.export.query> & { ids?: number[] };

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const sendXlsx = (reply: FastifyReply, fileName: string, content: Buffer) =>
  reply.header('content-type', xlsxType).header('content-disposition', contentDisposition(fileName)).send(content);

/** Rows with errors answer 422 with the rows (contract `importRejection`), not just the code. */
async function answeringRowErrors<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ImportRowsRejected) return reply.status(422).send(error.body);
    throw error;
  }
}

interface Upload {
  fields: Record<string, string>;
  file: { name: string; content: Buffer } | null;
}

/** The form's fields and its one file, held in memory (at most `importFileMaxBytes`, checked while it streams). */
async function readUpload(form: ReceivedForm): Promise<Upload> {
  const upload: Upload = { fields: { ...form.fields }, file: null };
  try {
    if (form.file) upload.file = { name: form.file.filename, content: await form.file.toBuffer() };
    for await (const part of form.rest) {
      if (part.type === 'file') upload.file = { name: part.filename, content: await part.toBuffer() };
      else upload.fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError('import_file_too_large');
    // More than one file, or a form padded with parts: not the form the import takes.
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PROTO_VIOLATION')
      throw invalidField('file', 'invalid');
    throw error;
  }
  return upload;
}

/**
 * Where uploaded guest lists are read: a thread of their own, so a hostile file keeps nobody
 * else waiting. A legitimate file of 10,000 guests reads in a second or two; the limits only
 * stop what the checks in the reader did not foresee.
 */
const readerLimits = { timeoutMs: 60_000, heapMb: 512 };

/** Spreadsheets in and out: export, the import template, and the two steps of an import. */
export async function guestFileRoutes(app: FastifyInstance, { db, config }: ServerDeps) {
  const handles = new ImportHandles(storageFor(db, config.s3));
  const reader = new OffThread(readerLimits);
  app.addHook('onClose', () => reader.close());
  const readOnThread = reader.task<typeof ImportFile.readGuestFile>(new URL('./import-file.ts', import.meta.url), 'readGuestFile');
  async function readGuestFile(file: NonNullable<Upload['file']>) {
    try {
      return await readOnThread(file.content, file.name);
    } catch (error) {
      if (!(error instanceof OffThreadFailure)) throw error;
      app.log.warn({ err: error, file: file.name, bytes: file.content.length }, 'guest file not read');
      throw new DomainError('invalid_import_file');
    }
  }

  /** Every guest (GET), or the guests a filtered list shows (POST, `ids` in the body): the same rights, the same file. */
  async function sendExport(request: FastifyRequest, reply: FastifyReply, { wedding_id, columns, language, ids }: ExportRequest) {
    const locale = language ?? (await requireUser(request, db)).language;
    return sendXlsx(reply, guestFiles.export.fileName, await exportGuests(db, wedding_id, columns, locale, ids));
  }
  fileRoute(app, { method: 'GET', url: guestFiles.export.path, access: weddingGuests(), input: guestFiles.export.query }, (request, reply) =>
    sendExport(request, reply, parse(guestFiles.export.query, request.query)),
  );
  fileRoute(
    app,
    { method: 'POST', url: guestFiles.exportShown.path, access: { ...weddingGuests(), weddingRows: { ids: guests } }, input: guestFiles.exportShown.body },
    (request, reply) => sendExport(request, reply, parse(guestFiles.exportShown.body, request.body, 'json')),
  );

  fileRoute(app, { method: 'GET', url: guestFiles.importTemplate.path, access: anySignedIn }, async (request, reply) => {
    const query = parse(guestFiles.importTemplate.query, request.query);
    const user = await requireUser(request, db);
    const template = await importTemplate(query.language ?? user.language);
    return sendXlsx(reply, template.fileName, template.content);
  });

  const importing = weddingGuests('ADD');
  const limits = { fileSize: guestLimits.importFileMaxBytes, files: 1 };
  formRoute(app, { url: guestFiles.importValidate.path, access: importing, fields: guestFiles.importValidate.fields, limits }, async (form, request, reply) => {
    const user = await requireUser(request, db);
    const upload = await readUpload(form);
    const { wedding_id } = parse(guestFiles.importValidate.fields, upload.fields);
    if (!upload.file) throw invalidField('file', 'required');
    const file = await readGuestFile(upload.file);
    return answeringRowErrors(reply, async () => ({ data: await validateImport(db, handles, { weddingId: wedding_id, userId: user.id }, file) }));
  });

  const importCall = jsonCall(guestEndpoints.import, importing, async (payload, request) => {
    const user = await requireUser(request, db);
    return importFile(db, handles, { weddingId: payload.wedding_id, userId: user.id }, payload.validated_file_path, payload.skip_duplicates);
  });
  app.post(guestEndpoints.import.path, { config: { access: importing } }, (request, reply) => answeringRowErrors(reply, () => importCall(request, reply)));
}
