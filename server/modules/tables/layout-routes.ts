import { basename } from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { layoutLimits, layoutPaths, tablesQuery, uploadedLayout } from '../../../contract/tables';
import type { ServerDeps } from '../../deps';
import { authorizeInput, inWedding } from '../../http/access';
import { parse } from '../../http/errors';
import { fileRoute } from '../../http/route';
import { sendStoredFile } from '../../http/stored-files';
import { invalidField, notFound } from '../../shared/domain-error';
import type { Storage } from '../../shared/storage';
import { LayoutFiles } from './layout-files';
import { layoutOf, replaceLayout } from './layout';

/**
 * The layout image (part 2 §7 `weddings/upload_layout`). It is served through an authorised
 * route rather than a public /storage path: a floor plan is private to its wedding, so every
 * read checks the session and the TABLES module like any other read of the wedding.
 */
export async function layoutRoutes(app: FastifyInstance, { db, storage }: ServerDeps & { storage: Storage }) {
  const files = new LayoutFiles(storage);

  const uploading = inWedding('TABLES', ['EDIT_LAYOUT']);
  const reading = inWedding('TABLES');

  /** The wedding the form names (sent before the file), once the caller may change its layout. */
  async function weddingOf(request: FastifyRequest, upload: MultipartFile): Promise<number> {
    const field = upload.fields.wedding_id;
    const { wedding_id } = parse(tablesQuery, { wedding_id: field && 'value' in field ? field.value : undefined });
    await authorizeInput(uploading, { wedding_id }, request, db);
    if (upload.fieldname !== 'layout') throw invalidField('layout', 'required');
    return wedding_id;
  }

  // Nobody's file is read before we know who sends it: the declared caller check runs first.
  fileRoute(app, { method: 'POST', url: layoutPaths.upload, access: uploading, form: true }, async (request) => {
    const upload = request.isMultipart() ? await request.file({ limits: { fileSize: layoutLimits.maxBytes } }) : undefined;
    if (!upload) throw invalidField('layout', 'required');
    let weddingId: number;
    try {
      weddingId = await weddingOf(request, upload);
    } catch (error) {
      upload.file.resume();
      throw error;
    }
    const received = await files.receive(upload.file);
    return { data: uploadedLayout.parse(await replaceLayout(db, files, weddingId, received)) };
  });

  fileRoute(app, { method: 'GET', url: layoutPaths.image, access: reading, input: tablesQuery }, async (request, reply) => {
    const { wedding_id } = parse(tablesQuery, request.query);
    const layout = await layoutOf(db, wedding_id);
    if (!layout) throw notFound();
    // Every read is revalidated (the grant may have been taken away); an unchanged image costs
    // a 304, and a new upload has a new name, hence a new ETag.
    const etag = `"${basename(layout)}"`;
    reply.header('cache-control', 'private, no-cache').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    const stored = await files.open(layout);
    if (!stored) throw notFound();
    return sendStoredFile(reply, layout, stored);
  });
}
