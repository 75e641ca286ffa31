import { Link, useLocation } from 'wouter';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { ModuleCode } from '../../../contract/permissions';
import { modulePaths } from '../../../machines/weddings/module-menu';

/** The wedding's sections as tabs, and its settings for whoever may open them (scrolling sideways on phones). Paths are relative to the wedding. */
export function WeddingMenu({ modules, settings }: { modules: ModuleCode[]; settings: boolean }) {
  const { LL } = useI18nContext();
  return (
    <nav aria-label={LL.weddings.wedding.menu()} className="-mx-4 mb-8 overflow-x-auto border-b border-stone-200 px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-1">
        {modules.map((code) => (
          <MenuEntry key={code} path={modulePaths[code]} label={LL.weddings.wedding.modules[code]()} />
        ))}
        {settings && <MenuEntry path="/settings" label={LL.weddings.settings.menu()} />}
      </ul>
    </nav>
  );
}

function MenuEntry({ path, label }: { path: string; label: string }) {
  const [location] = useLocation();
  const active = path === '/' ? location === '/' : location === path || location.startsWith(`${path}/`);
  return (
    <li>
      <Link
        href={path}
        aria-current={active ? 'page' : undefined}
        className={[
          '-mb-px block border-b-2 px-4 py-3 text-sm font-semibold whitespace-nowrap transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand',
          active ? 'border-brand text-brand-dark' : 'border-transparent text-stone-600 hover:border-stone-300 hover:text-stone-900',
        ].join(' ')}
      >
        {label}
      </Link>
    </li>
  );
}
