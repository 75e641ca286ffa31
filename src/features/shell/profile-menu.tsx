import type { ActorRefFrom } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { languageMachine } from '../../../machines/auth/language.machine';
import { deferred, type PlaceholderProps } from '../../components/deferred';
import { ChevronDownIcon } from '../../components/icons';
import { selectUser, Session } from '../../lib/session';

export interface ProfileMenuProps {
  /** Lives in the navbar, so a save keeps running after the menu closes. */
  language: ActorRefFrom<typeof languageMachine>;
}

export const profileTriggerClasses =
  'flex cursor-pointer items-center gap-2.5 rounded-full py-1 pr-2 pl-1 text-sm text-stone-700 hover:bg-brand-light focus-visible:outline-2 focus-visible:outline-brand';

export function useSignedInName(): string {
  return Session.useSelector((snapshot) => {
    const user = selectUser(snapshot);
    return user ? `${user.first_name} ${user.last_name}`.trim() : '';
  });
}

/** The menu's button: the person's initials and name (only the initials on phones). */
export function ProfileButtonFace({ name }: { name: string }) {
  const { LL } = useI18nContext();
  const initials = name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <>
      <span aria-hidden="true" className="grid size-8 place-items-center rounded-full bg-brand text-xs font-semibold text-white">
        {initials}
      </span>
      <span className="sr-only">{LL.shell.profileMenu()}: </span>
      <span className="font-medium max-[600px]:sr-only">{name}</span>
      <ChevronDownIcon className="size-4 text-stone-500" />
    </>
  );
}

function ProfileButton({ onActivate }: PlaceholderProps<ProfileMenuProps>) {
  return (
    <button type="button" className={profileTriggerClasses} onClick={onActivate}>
      <ProfileButtonFace name={useSignedInName()} />
    </button>
  );
}

/** The profile menu (profile-menu-radix.tsx), drawn once its code has arrived (deferred.tsx). */
export const ProfileMenu = deferred<ProfileMenuProps>(() => import('./profile-menu-radix').then((module) => module.RadixProfileMenu), ProfileButton);
