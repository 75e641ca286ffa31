import { useI18nContext } from '../../../i18n/i18n-react';
import { deferred, type PlaceholderProps } from '../../components/deferred';
import { MenuIcon } from '../../components/icons';

export const menuButtonClasses =
  '-ml-1 cursor-pointer rounded-lg p-2 text-stone-700 hover:bg-brand-light focus-visible:outline-2 focus-visible:outline-brand min-[601px]:hidden';

function MenuButton({ onActivate }: PlaceholderProps<object>) {
  const { LL } = useI18nContext();
  return (
    <button type="button" aria-label={LL.shell.openMenu()} className={menuButtonClasses} onClick={onActivate}>
      <MenuIcon className="size-6" />
    </button>
  );
}

/** Phones (≤ 600 px): the side menu as a sheet (mobile-sidebar-radix.tsx), drawn once its code has arrived (deferred.tsx). */
export const MobileSidebar = deferred<object>(() => import('./mobile-sidebar-radix').then((module) => module.RadixMobileSidebar), MenuButton);
