import { DropdownMenu } from 'radix-ui';
import { useRef } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { buttonClasses } from '../../components/button';
import { ManageButtonFace, managesAnything, type WeddingManageMenuProps } from './wedding-manage-menu';

const itemClasses =
  'flex cursor-pointer items-center rounded-lg px-2.5 py-2 text-sm text-stone-800 outline-none select-none data-[highlighted]:bg-brand-light data-[highlighted]:text-brand-dark';

/** The wedding's own actions, as far as the viewer may take them (nothing shown when none). */
export function RadixWeddingManageMenu({ can, archived, onEdit, onArchive, onRestore, onDelete }: WeddingManageMenuProps) {
  const { LL } = useI18nContext();
  const labels = LL.weddings.manage;
  const trigger = useRef<HTMLButtonElement>(null);
  // The choice waits until the menu has closed and given the focus back to its button: the dialog
  // it opens then remembers that button, and gives the focus back to it when it closes.
  const chosen = useRef<(() => void) | null>(null);
  const choose = (action: () => void) => () => {
    chosen.current = action;
  };
  if (!managesAnything(can)) return null;
  return (
    // Not modal: a modal menu hides the page behind it with aria-hidden while its links stay
    // focusable (axe's aria-hidden-focus). Focus still moves into the menu and back to its
    // button, and a press or Tab outside closes it.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger ref={trigger} className={buttonClasses('secondary')}>
        <ManageButtonFace />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
            const action = chosen.current;
            chosen.current = null;
            action?.();
          }}
          className="z-30 min-w-56 rounded-xl bg-white p-1.5 shadow-xl ring-1 ring-stone-900/10"
        >
          {can.edit && (
            <DropdownMenu.Item className={itemClasses} onSelect={choose(onEdit)}>
              {labels.edit()}
            </DropdownMenu.Item>
          )}
          {can.archive && (
            <DropdownMenu.Item className={itemClasses} onSelect={choose(archived ? onRestore : onArchive)}>
              {archived ? labels.restore() : labels.archive()}
            </DropdownMenu.Item>
          )}
          {can.destroy && (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
              <DropdownMenu.Item
                className={`${itemClasses} text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800`}
                onSelect={choose(onDelete)}
              >
                {labels.delete()}
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
