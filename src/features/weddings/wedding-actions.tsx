import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import { seesCouple, type weddingPageMachine } from '../../../machines/weddings/wedding-page.machine';
import { Button } from '../../components/button';
import { UsersIcon } from '../../components/icons';
import { WeddingManageMenu } from './wedding-manage-menu';

/** The header's buttons: the couple, and the manage menu as far as the viewer may manage. */
export function WeddingActions({ page }: { page: ActorRefFrom<typeof weddingPageMachine> }) {
  const { LL } = useI18nContext();
  const can = useSelector(page, (snapshot) => snapshot.context.can);
  const archived = useSelector(page, (snapshot) => snapshot.context.wedding?.archived ?? false);
  const hasCouple = useSelector(page, (snapshot) => seesCouple(snapshot.context));
  return (
    <div className="flex flex-wrap items-center gap-2">
      {hasCouple && (
        <Button variant="secondary" onClick={() => page.send({ type: 'couple.open' })}>
          <UsersIcon className="size-4" />
          {LL.weddings.couple.open()}
        </Button>
      )}
      <WeddingManageMenu
        can={can}
        archived={archived}
        onEdit={() => page.send({ type: 'edit.open' })}
        onArchive={() => page.send({ type: 'archive.open' })}
        onRestore={() => page.send({ type: 'restore' })}
        onDelete={() => page.send({ type: 'delete.open' })}
      />
    </div>
  );
}
