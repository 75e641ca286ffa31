import type { FastifyInstance } from 'fastify';
import { ideaEndpoints } from '../../../contract/ideas';
import type { ServerDeps } from '../../deps';
import { requireUser } from '../../http/authorize';
import { cachedRoute, listRoute, route } from '../../http/route';
import { publicInternetAllowing } from '../../shared/outbound/network';
import type { Storage } from '../../shared/storage';
import { ideasSummary, oneIdea, oneIdeaCategory, weddingIdeas } from './access';
import { createIdeaCategory, destroyIdeaCategory, listIdeaCategories } from './categories';
import { ideaFormRoutes } from './form-routes';
import { IdeaImages } from './image-files';
import { ideaImageRoutes } from './image-routes';
import { previewLink } from './link-preview';
import { destroyIdea, ideasSummary as summaryOf, listIdeas, setPinned } from './service';

/** The Idea board (part 2 §7 "Ideas"); the rights each call needs are in contract/ideas.ts. */
export async function ideaRoutes(
  app: FastifyInstance,
  { db, config, storage, outbound = publicInternetAllowing(config.linkPreviewAllowOrigins) }: ServerDeps & { storage: Storage },
) {
  const images = new IdeaImages(storage);

  listRoute(app, ideaEndpoints.index, weddingIdeas(), async ({ wedding_id }) => {
    return { ideas: await listIdeas(db, wedding_id) };
  });

  cachedRoute(app, ideaEndpoints.summary, ideasSummary, async ({ wedding_id }) => {
    return { ideas: await summaryOf(db, wedding_id) };
  });

  route(app, ideaEndpoints.updatePin, oneIdea('PIN'), async ({ id, is_pinned }) => {
    await setPinned(db, id, is_pinned);
    return {};
  });

  route(app, ideaEndpoints.destroy, oneIdea('DELETE'), async ({ id }) => {
    await destroyIdea(db, images, id);
    return {};
  });

  route(app, ideaEndpoints.linkPreview, weddingIdeas('ADD', 'EDIT'), async ({ link }, request) => {
    const user = await requireUser(request, db);
    return previewLink(db, outbound, user.id, config.linkPreviewsPerMinute, link);
  });

  listRoute(app, ideaEndpoints.categories, weddingIdeas(), async ({ wedding_id }) => {
    return { categories: await listIdeaCategories(db, wedding_id) };
  });

  route(app, ideaEndpoints.createCategory, weddingIdeas('ADD', 'EDIT'), async ({ wedding_id, ...fields }) => {
    return createIdeaCategory(db, wedding_id, fields);
  });

  route(app, ideaEndpoints.destroyCategory, oneIdeaCategory('DELETE'), async ({ id }) => {
    await destroyIdeaCategory(db, id);
    return {};
  });

  ideaFormRoutes(app, db, images);
  ideaImageRoutes(app, storage);
}
