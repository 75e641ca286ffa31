import type { FastifyInstance } from 'fastify';
import { ideaEndpoints } from '../../../contract/ideas';
import type { ServerDeps } from '../../deps';
import { requireUser } from '../../http/authorize';
import { listRoute, route } from '../../http/route';
import { publicInternet } from '../../shared/outbound/network';
import type { Storage } from '../../shared/storage';
import { ideaCategoryFor, ideaFor, requireIdeas, requireIdeasSummary } from './access';
import { createIdeaCategory, destroyIdeaCategory, listIdeaCategories } from './categories';
import { ideaFormRoutes } from './form-routes';
import { IdeaImages } from './image-files';
import { ideaImageRoutes } from './image-routes';
import { previewLink } from './link-preview';
import { destroyIdea, ideasSummary, listIdeas, setPinned } from './service';

/** The Idea board (part 2 §7 "Ideas"); the rights each call needs are in contract/ideas.ts. */
export async function ideaRoutes(app: FastifyInstance, { db, config, storage, outbound = publicInternet }: ServerDeps & { storage: Storage }) {
  const images = new IdeaImages(storage);

  listRoute(app, ideaEndpoints.index, async ({ wedding_id }, request) => {
    await requireIdeas(request, db, wedding_id);
    return { ideas: await listIdeas(db, wedding_id) };
  });

  route(app, ideaEndpoints.summary, async ({ wedding_id }, request) => {
    await requireIdeasSummary(request, db, wedding_id);
    return { ideas: await ideasSummary(db, wedding_id) };
  });

  route(app, ideaEndpoints.updatePin, async ({ id, is_pinned }, request) => {
    await ideaFor(request, db, id, 'PIN');
    await setPinned(db, id, is_pinned);
    return {};
  });

  route(app, ideaEndpoints.destroy, async ({ id }, request) => {
    await ideaFor(request, db, id, 'DELETE');
    await destroyIdea(db, images, id);
    return {};
  });

  route(app, ideaEndpoints.linkPreview, async ({ wedding_id, link }, request) => {
    await requireIdeas(request, db, wedding_id, 'ADD', 'EDIT');
    const user = await requireUser(request, db);
    return previewLink(db, outbound, user.id, config.linkPreviewsPerMinute, link);
  });

  listRoute(app, ideaEndpoints.categories, async ({ wedding_id }, request) => {
    await requireIdeas(request, db, wedding_id);
    return { categories: await listIdeaCategories(db, wedding_id) };
  });

  route(app, ideaEndpoints.createCategory, async ({ wedding_id, ...fields }, request) => {
    await requireIdeas(request, db, wedding_id, 'ADD', 'EDIT');
    return createIdeaCategory(db, wedding_id, fields);
  });

  route(app, ideaEndpoints.destroyCategory, async ({ id }, request) => {
    await ideaCategoryFor(request, db, id, 'DELETE');
    await destroyIdeaCategory(db, id);
    return {};
  });

  ideaFormRoutes(app, db, images);
  ideaImageRoutes(app, db, storage);
}
