import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createIdeaForm, ideaPaths, savedIdea, updateIdeaForm } from '../../../contract/ideas';
import { idField } from '../../../contract/endpoint';
import type { Database } from '../../db/client';
import { authorizeInput, type RouteAccess } from '../../http/access';
import { fileRoute } from '../../http/route';
import { parse } from '../../http/errors';
import { invalidField } from '../../shared/domain-error';
import { ideaCategories } from './schema';
import { ideaFor, oneIdea, weddingIdeas } from './access';
import { readIdeaForm } from './idea-form';
import type { IdeaImages } from './image-files';
import { createIdea, updateIdea } from './service';

/** The id a form names before its file: a missing or malformed one is refused as that field. */
function idOf(field: 'wedding_id' | 'id', fields: Record<string, unknown>): number {
  if (fields[field] === undefined) throw invalidField(field, 'required');
  return parse(z.object({ [field]: idField }), { [field]: fields[field] })[field]!;
}

/** `ideas/create` and `ideas/update` (part 2 §7): multipart forms with an optional image. */
export function ideaFormRoutes(app: FastifyInstance, db: Database, images: IdeaImages) {
  /** Reads the form once the caller may make the change; answers the wedding and the image received, if any. */
  async function received(request: FastifyRequest, weddingOf: (fields: Record<string, unknown>) => Promise<number>) {
    // Nobody's form is read before we know who sends it: the route's declared caller check ran first.
    let weddingId = 0;
    const upload = await readIdeaForm(request, async (fields) => {
      weddingId = await weddingOf(fields);
    });
    return { fields: upload.fields, weddingId, image: upload.image };
  }

  const creating: RouteAccess = { ...weddingIdeas('ADD'), weddingRows: { category_id: ideaCategories } };
  fileRoute(app, { method: 'POST', url: ideaPaths.create, access: creating, form: true }, async (request) => {
    const upload = await received(request, async (fields) => {
      const weddingId = idOf('wedding_id', fields);
      await authorizeInput(creating, { wedding_id: weddingId }, request, db);
      return weddingId;
    });
    const { wedding_id, ...form } = parse(createIdeaForm, upload.fields);
    const image = upload.image && form.type === 'image' ? await images.receive(upload.image, wedding_id) : null;
    return { data: savedIdea.parse(await createIdea(db, images, wedding_id, form, image)) };
  });

  const updating: RouteAccess = { ...oneIdea('EDIT'), weddingRows: { category_id: ideaCategories } };
  fileRoute(app, { method: 'POST', url: ideaPaths.update, access: updating, form: true }, async (request) => {
    const upload = await received(request, async (fields) => (await ideaFor(request, db, idOf('id', fields), 'EDIT')).weddingId);
    const { id, ...form } = parse(updateIdeaForm, upload.fields);
    const image = upload.image && form.type === 'image' ? await images.receive(upload.image, upload.weddingId) : null;
    return { data: savedIdea.parse(await updateIdea(db, images, id, form, image)) };
  });
}
