import type { TranslationFunctions } from '../../../i18n/i18n-types';
import { ChecklistIcon, CreditsIcon, PlanIcon, RingsIcon, UsersIcon } from '../../components/icons';

export interface MenuItem {
  href: string;
  label: (LL: TranslationFunctions) => string;
  icon: typeof RingsIcon;
  /** Users, My checklist, Base plan and Credits are for Administrators and Planners (part 1 §6). */
  managersOnly: boolean;
  /** Other paths that belong to this entry (a wedding belongs to Weddings). */
  alsoActiveUnder?: string;
}

export const menuItems: MenuItem[] = [
  { href: '/weddings', label: (LL) => LL.shell.menu.weddings(), icon: RingsIcon, managersOnly: false, alsoActiveUnder: '/wedding/' },
  { href: '/users', label: (LL) => LL.shell.menu.users(), icon: UsersIcon, managersOnly: true },
  { href: '/my_checklist', label: (LL) => LL.shell.menu.myChecklist(), icon: ChecklistIcon, managersOnly: true },
  { href: '/base_plan', label: (LL) => LL.shell.menu.basePlan(), icon: PlanIcon, managersOnly: true },
  { href: '/credits', label: (LL) => LL.shell.menu.credits(), icon: CreditsIcon, managersOnly: true },
];

export function isActive(item: MenuItem, location: string): boolean {
  return location === item.href || location.startsWith(`${item.href}/`) || (item.alsoActiveUnder !== undefined && location.startsWith(item.alsoActiveUnder));
}
