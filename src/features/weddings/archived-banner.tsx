import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { weddingPageMachine } from '../../../machines/weddings/wedding-page.machine';
import { Button } from '../../components/button';

/**
 * Above every module page of an archived wedding: it is read-only for everyone until it is
 * restored (the server drops every change action meanwhile, so the pages show no change
 * controls). Whoever may restore it finds the button here as well as in the manage menu.
 */
export function ArchivedBanner({ page }: { page: ActorRefFrom<typeof weddingPageMachine> }) {
  const { LL } = useI18nContext();
  const labels = LL.weddings.manage;
  const archived = useSelector(page, (snapshot) => snapshot.context.wedding?.archived ?? false);
  const mayRestore = useSelector(page, (snapshot) => snapshot.context.can.archive);
  const restoring = useSelector(page, (snapshot) => snapshot.matches({ loaded: { dialog: 'restoring' } }));
  if (!archived) return null;
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl bg-amber-50 px-4 py-2.5 text-sm text-amber-900">
      <p role="status">{labels.archivedBanner()}</p>
      {mayRestore && (
        <Button variant="secondary" className="py-1.5" busy={restoring} onClick={() => page.send({ type: 'restore' })}>
          {restoring ? labels.restoring() : labels.restore()}
        </Button>
      )}
    </div>
  );
}
