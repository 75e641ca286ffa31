import type { ReactNode } from 'react';
import { SideMenu } from './side-menu';
import { TopNavbar } from './top-navbar';

/** The signed-in frame: navbar on top, side menu on the left (a sheet on phones). */
export function DashboardShell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-stone-50">
      <TopNavbar />
      <div className="flex">
        <aside className="sticky top-16 h-[calc(100dvh-4rem)] w-64 shrink-0 overflow-y-auto border-r border-stone-200 bg-white max-[600px]:hidden">
          <SideMenu />
        </aside>
        <main className="min-w-0 flex-1 px-4 py-8 sm:px-8 lg:px-12">{children}</main>
      </div>
    </div>
  );
}
