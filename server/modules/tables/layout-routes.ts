import { basename } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { layoutLimits, layoutPaths, tablesQuery, uploadedLayout } from '../../../contract/tables';
import type { ServerDeps } from '../../deps';
import { inWedding } from '../../http/access';
import { parse } from '../../http/errors';
import { formRoute } from '../../http/form-route';
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

  // The registration checks the wedding the form names (sent before the file) before the file is read.
  formRoute(app, { url: layoutPaths.upload, access: uploading, fields: tablesQuery, limits: { fileSize: layoutLimits.maxBytes } }, async ({ fields, file }) => {
    if (file?.fieldname !== 'layout') {
      file?.file.resume();
      throw invalidField('layout', 'required');
    }
    const { wedding_id } = parse(tablesQuery, fields, 'text');
    const received = await files.receive(file.file);
    return { data: uploadedLayout.parse(await replaceLayout(db, files, wedding_id, received)) };
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
