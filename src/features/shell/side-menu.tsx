import type { ReactElement } from 'react';
import { Link, useLocation } from 'wouter';
import { useI18nContext } from '../../../i18n/i18n-react';
import { isManager } from '../../../contract/person';
import { selectUser, Session } from '../../lib/session';
import { isActive, menuItems } from './menu-items';

interface SideMenuProps {
  /** The mobile sidebar wraps each link so that following it also closes the sheet. */
  wrapLink?: (link: ReactElement) => ReactElement;
}

export function SideMenu({ wrapLink = (link) => link }: SideMenuProps) {
  const { LL } = useI18nContext();
  const [location] = useLocation();
  const manager = Session.useSelector((snapshot) => {
    const user = selectUser(snapshot);
    return user ? isManager(user.type) : false;
  });
  const items = menuItems.filter((item) => manager || !item.managersOnly);
  return (
    <nav aria-label={LL.shell.mainMenu()} className="p-3">
      <ul className="space-y-1">
        {items.map((item) => {
          const active = isActive(item, location);
          const Icon = item.icon;
          return (
            <li key={item.href}>
              {wrapLink(
                <Link
                  href={item.href}
                  aria-current={active ? 'page' : undefined}
                  className={[
                    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
                    active ? 'bg-brand text-white shadow-sm shadow-brand/30' : 'text-stone-700 hover:bg-brand-light hover:text-brand-dark',
                  ].join(' ')}
                >
                  <Icon className="size-5 shrink-0" />
                  {item.label(LL)}
                </Link>,
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
