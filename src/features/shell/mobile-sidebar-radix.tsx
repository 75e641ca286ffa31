import { Dialog } from 'radix-ui';
import { useI18nContext } from '../../../i18n/i18n-react';
import { BrandLogo } from '../../components/brand-logo';
import { CloseIcon, MenuIcon } from '../../components/icons';
import { menuButtonClasses } from './mobile-sidebar';
import { SideMenu } from './side-menu';

/** Phones (≤ 600 px): the side menu becomes a sheet opened from the navbar. */
export function RadixMobileSidebar() {
  const { LL } = useI18nContext();
  return (
    <Dialog.Root>
      <Dialog.Trigger aria-label={LL.shell.openMenu()} className={menuButtonClasses}>
        <MenuIcon className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/40 backdrop-blur-[2px] data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-2xl outline-none data-[state=open]:animate-[slide-in_200ms_ease-out]"
        >
          <div className="flex items-center justify-between border-b border-stone-200 px-4 py-3">
            <BrandLogo />
            <Dialog.Title className="sr-only">{LL.shell.mainMenu()}</Dialog.Title>
            <Dialog.Close
              aria-label={LL.shell.closeMenu()}
              className="cursor-pointer rounded-lg p-2 text-stone-600 hover:bg-brand-light focus-visible:outline-2 focus-visible:outline-brand"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <SideMenu wrapLink={(link) => <Dialog.Close asChild>{link}</Dialog.Close>} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
