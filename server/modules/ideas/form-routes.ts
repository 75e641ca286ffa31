import type { FastifyInstance } from 'fastify';
import { createIdeaForm, ideaPaths, savedIdea, updateIdeaForm } from '../../../contract/ideas';
import type { Database } from '../../db/client';
import type { RouteAccess } from '../../http/access';
import { parse } from '../../http/errors';
import { formRoute } from '../../http/form-route';
import { ideaCategories } from './schema';
import { oneIdea, weddingIdeas } from './access';
import { ideaFormLimits, readIdeaForm } from './idea-form';
import type { IdeaImages } from './image-files';
import { createIdea, updateIdea } from './service';

/** `ideas/create` and `ideas/update` (part 2 §7): multipart forms with an optional image, their ids checked by the registration. */
export function ideaFormRoutes(app: FastifyInstance, db: Database, images: IdeaImages) {
  const creating: RouteAccess = { ...weddingIdeas('ADD'), weddingRows: { category_id: ideaCategories } };
  formRoute(app, { url: ideaPaths.create, access: creating, fields: createIdeaForm, limits: ideaFormLimits }, async (received) => {
    const upload = await readIdeaForm(received);
    const { wedding_id, ...form } = parse(createIdeaForm, upload.fields);
    const image = upload.image && form.type === 'image' ? await images.receive(upload.image, wedding_id) : null;
    return { data: savedIdea.parse(await createIdea(db, images, wedding_id, form, image)) };
  });

  const updating: RouteAccess = { ...oneIdea('EDIT'), weddingRows: { category_id: ideaCategories } };
  formRoute(app, { url: ideaPaths.update, access: updating, fields: updateIdeaForm, limits: ideaFormLimits }, async (received) => {
    const upload = await readIdeaForm(received);
    const { id, ...form } = parse(updateIdeaForm, upload.fields);
    const image = upload.image && form.type === 'image' ? await images.receive(upload.image, received.weddingId!) : null;
    return { data: savedIdea.parse(await updateIdea(db, images, id, form, image)) };
  });
}
