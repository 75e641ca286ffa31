import { useEffect, type ReactNode } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { notificationsStore } from '../../../machines/shared/notifications.store';
import { SideMenu } from './side-menu';
import { TopNavbar } from './top-navbar';

/** The signed-in frame: navbar on top, side menu on the left (a sheet on phones). */
export function DashboardShell({ children }: { children: ReactNode }) {
  const { LL } = useI18nContext();
  // The shell opens on sign-in and closes on sign-out: notifications of the other side go.
  useEffect(() => {
    notificationsStore.trigger.clear();
    return () => notificationsStore.trigger.clear();
  }, []);
  return (
    <div className="min-h-dvh bg-stone-50">
      {/* Keyboard users reach the page without tabbing through the navbar and the menu. */}
      <a
        href="#main-content"
        onClick={(event) => {
          // Focus the page without putting a hash in the address.
          event.preventDefault();
          document.getElementById('main-content')?.focus();
        }}
        className="sr-only rounded-lg bg-white text-sm font-semibold text-brand-dark shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:px-4 focus:py-2 focus:outline-2 focus:outline-brand"
      >
        {LL.shell.skipToContent()}
      </a>
      <TopNavbar />
      <div className="flex">
        <aside className="sticky top-16 h-[calc(100dvh-4rem)] w-64 shrink-0 overflow-y-auto border-r border-stone-200 bg-white max-[600px]:hidden">
          <SideMenu />
        </aside>
        <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 px-4 py-8 outline-none sm:px-8 lg:px-12">
          {children}
        </main>
      </div>
    </div>
  );
}
