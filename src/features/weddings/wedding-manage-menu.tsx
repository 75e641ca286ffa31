import { DropdownMenu } from 'radix-ui';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { WeddingManagement } from '../../../contract/weddings';
import { buttonClasses } from '../../components/button';
import { ChevronDownIcon } from '../../components/icons';

interface WeddingManageMenuProps {
  can: WeddingManagement;
  archived: boolean;
  onEdit: () => void;
  onArchive: () => void;
  onRestore: () => void;
  onDelete: () => void;
}

const itemClasses =
  'flex cursor-pointer items-center rounded-lg px-2.5 py-2 text-sm text-stone-800 outline-none select-none data-[highlighted]:bg-brand-light data-[highlighted]:text-brand-dark';

/** The wedding's own actions, as far as the viewer may take them (nothing shown when none). */
export function WeddingManageMenu({ can, archived, onEdit, onArchive, onRestore, onDelete }: WeddingManageMenuProps) {
  const { LL } = useI18nContext();
  const labels = LL.weddings.manage;
  if (!can.edit && !can.archive && !can.destroy) return null;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={buttonClasses('secondary')}>
        {labels.menu()}
        <ChevronDownIcon className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-30 min-w-56 rounded-xl bg-white p-1.5 shadow-xl ring-1 ring-stone-900/10">
          {can.edit && (
            <DropdownMenu.Item className={itemClasses} onSelect={onEdit}>
              {labels.edit()}
            </DropdownMenu.Item>
          )}
          {can.archive && (
            <DropdownMenu.Item className={itemClasses} onSelect={archived ? onRestore : onArchive}>
              {archived ? labels.restore() : labels.archive()}
            </DropdownMenu.Item>
          )}
          {can.destroy && (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
              <DropdownMenu.Item className={`${itemClasses} text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800`} onSelect={onDelete}>
                {labels.delete()}
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
