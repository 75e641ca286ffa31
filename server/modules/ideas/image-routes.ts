import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idField } from '../../../contract/endpoint';
import { ideaPaths } from '../../../contract/ideas';
import { parse } from '../../http/errors';
import { fileRoute } from '../../http/route';
import { sendStoredFile } from '../../http/stored-files';
import { notFound } from '../../shared/domain-error';
import type { Storage } from '../../shared/storage';
import { ideasSummary } from './access';
import { weddingFolder } from './image-files';

/** A stored name the server made (`Storage.stage`) with an image's extension: nothing else is served. */
const storedImage = z.object({ wedding_id: idField, name: z.string().regex(/^\d{1,15}-[0-9a-f]{24}\.(png|jpg|gif)$/, { error: 'invalid' }) });

/**
 * `<API>/storage/ideas/wedding-<id>/<name>` (part 2 §7: images are read from the API's
 * /storage path): an idea's image or thumbnail, to members who may read the board or its home
 * card. Nothing else of the storage is served here (layouts and plan files have their own
 * authorised routes). The names are made up by the server and never reused, so the browser
 * keeps an image a day without asking again; it is the caller's own browser, which showed it.
 */
export function ideaImageRoutes(app: FastifyInstance, storage: Storage) {
  const url = `${ideaPaths.storage}/ideas/wedding-:wedding_id/:name`;
  fileRoute(app, { method: 'GET', url, access: ideasSummary, input: storedImage }, async (request, reply) => {
    const { wedding_id, name } = parse(storedImage, request.params);
    const path = `${weddingFolder(wedding_id)}/${name}`;
    const stored = await storage.open(path);
    if (!stored) throw notFound();
    reply.header('cache-control', 'private, max-age=86400, immutable');
    return sendStoredFile(reply, path, stored);
  });
}
