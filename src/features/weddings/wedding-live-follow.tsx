import type { ActorRefFrom } from 'xstate';
import type { weddingPageMachine } from '../../../machines/weddings/wedding-page.machine';
import { useFollowHeldLists } from '../../lib/held-lists';
import { useLiveChanges } from '../../lib/live-events';

/** The module data Home reuses stays the server's: changes no open page follows drop it (src/lib/held-lists.ts). */
export function FollowHeldLists({ weddingId }: { weddingId: number }) {
  useFollowHeldLists(weddingId);
  return null;
}

/**
 * The server tells this user when their permissions in the wedding change, and everyone when it
 * is archived: the wedding is read again, so its menu and pages follow without a reload.
 */
export function FollowAccessChanges({ page }: { page: ActorRefFrom<typeof weddingPageMachine> }) {
  useLiveChanges({
    onChange: (change) => {
      if (change.kind === 'permissions' || change.kind === 'wedding.archived') page.send({ type: 'wedding.reread' });
    },
  });
  return null;
}
