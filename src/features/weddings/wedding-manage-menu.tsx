import { useI18nContext } from '../../../i18n/i18n-react';
import type { WeddingManagement } from '../../../contract/weddings';
import { buttonClasses } from '../../components/button';
import { deferred, type PlaceholderProps } from '../../components/deferred';
import { ChevronDownIcon } from '../../components/icons';

export interface WeddingManageMenuProps {
  can: WeddingManagement;
  archived: boolean;
  onEdit: () => void;
  onArchive: () => void;
  onRestore: () => void;
  onDelete: () => void;
}

export const managesAnything = (can: WeddingManagement) => can.edit || can.archive || can.destroy;

export function ManageButtonFace() {
  const { LL } = useI18nContext();
  return (
    <>
      {LL.weddings.manage.menu()}
      <ChevronDownIcon className="size-4" />
    </>
  );
}

function ManageButton({ can, onActivate }: PlaceholderProps<WeddingManageMenuProps>) {
  if (!managesAnything(can)) return null;
  return (
    <button type="button" className={buttonClasses('secondary')} onClick={onActivate}>
      <ManageButtonFace />
    </button>
  );
}

/** The wedding's own actions (wedding-manage-menu-radix.tsx), drawn once its code has arrived (deferred.tsx). */
export const WeddingManageMenu = deferred<WeddingManageMenuProps>(
  () => import('./wedding-manage-menu-radix').then((module) => module.RadixWeddingManageMenu),
  ManageButton,
);
