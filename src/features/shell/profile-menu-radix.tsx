import { useSelector } from '@xstate/react';
import { DropdownMenu } from 'radix-ui';
import { useLocation } from 'wouter';
import { useI18nContext } from '../../../i18n/i18n-react';
import { isLocale, locales } from '../../../contract/person';
import { LogoutIcon } from '../../components/icons';
import { selectUser, Session } from '../../lib/session';
import { ProfileButtonFace, profileTriggerClasses, useSignedInName, type ProfileMenuProps } from './profile-menu';

/** The profile menu (part 1 §2): who is signed in, the language, signing out. */
const itemClasses =
  'flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm text-stone-700 outline-none select-none data-[highlighted]:bg-brand-light data-[highlighted]:text-brand-dark data-[disabled]:opacity-50';

export function RadixProfileMenu({ language }: ProfileMenuProps) {
  const { LL, locale } = useI18nContext();
  const session = Session.useActorRef();
  const name = useSignedInName();
  const email = Session.useSelector((snapshot) => selectUser(snapshot)?.email ?? '');
  const saving = useSelector(language, (snapshot) => snapshot.matches('saving'));
  const [, navigate] = useLocation();
  return (
    // Not modal: a modal menu hides the page behind it with aria-hidden while its links stay
    // focusable (axe's aria-hidden-focus). Focus still moves into the menu and back to its
    // button, and a press or Tab outside closes it.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={profileTriggerClasses}>
        <ProfileButtonFace name={name} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-60 rounded-xl bg-white p-1.5 shadow-xl ring-1 ring-stone-900/10">
          <div className="px-2.5 py-2">
            <p className="text-xs text-stone-500">{LL.shell.signedInAs()}</p>
            <p className="truncate text-sm font-semibold text-stone-900">{name}</p>
            <p className="truncate text-xs text-stone-500">{email}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
          <DropdownMenu.Label className="px-2.5 pt-1.5 pb-1 text-xs font-medium tracking-wide text-stone-500 uppercase">
            {LL.common.language()}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={locale}
            onValueChange={(value) => {
              if (isLocale(value)) language.send({ type: 'language.choose', language: value });
            }}
          >
            {locales.map((code) => (
              <DropdownMenu.RadioItem key={code} value={code} lang={code} disabled={saving} className={itemClasses}>
                <span className="grid size-4 place-items-center">
                  <DropdownMenu.ItemIndicator>
                    <span className="block size-2 rounded-full bg-brand" />
                  </DropdownMenu.ItemIndicator>
                </span>
                {LL.common.languages[code]()}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
          <DropdownMenu.Item
            className={itemClasses}
            onSelect={() => {
              // Leave first so the protected area does not remember this page as a place to return to.
              session.send({ type: 'auth.logout' });
              navigate('/login');
            }}
          >
            <LogoutIcon className="size-4" />
            {LL.shell.logout()}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
