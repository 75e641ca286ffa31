import { Link, Redirect, Route, Switch, useLocation } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { weddingPageMachine } from '../../../machines/weddings/wedding-page.machine';
import { useDocumentTitle } from '../../lib/document-title';
import { CoupleCards } from './couple-dialog';
import { SettingsPermissions } from './settings-permissions';

/**
 * The wedding's settings (part 2 §2 "Settings"; Administrators and Planners only, decided by
 * the wedding page): a sidebar of its pages; the spouses, each with their status and the
 * activation mail to send or send again (the status becomes pending); the permissions
 * (settings-permissions.tsx). Any other address under settings leads to the spouses.
 */
export function WeddingSettings({ page }: { page: ActorRefFrom<typeof weddingPageMachine> }) {
  const { LL } = useI18nContext();
  const texts = LL.weddings.settings;
  const [location] = useLocation();
  const { wedding, weddingId } = page.getSnapshot().context;
  useDocumentTitle(location === '/permissions' ? texts.permissions() : texts.spouses(), wedding?.name);
  return (
    <div className="grid grid-cols-1 gap-6 min-[921px]:grid-cols-[12rem_1fr]">
      <nav aria-label={texts.menu()}>
        <ul className="flex gap-1 min-[921px]:flex-col">
          <SettingsLink href="/spouses" label={texts.spouses()} current={location === '/spouses'} />
          <SettingsLink href="/permissions" label={texts.permissions()} current={location === '/permissions'} />
        </ul>
      </nav>
      <Switch>
        <Route path="/spouses">
          <section aria-labelledby="settings-spouses">
            <h2 id="settings-spouses" className="font-display text-xl font-semibold text-brand-dark">
              {texts.spouses()}
            </h2>
            <p className="mt-1 mb-4 text-sm text-stone-600">{texts.spousesDescription()}</p>
            <CoupleCards page={page} />
          </section>
        </Route>
        <Route path="/permissions">
          <SettingsPermissions weddingId={weddingId} />
        </Route>
        <Route>
          <Redirect to="/spouses" replace />
        </Route>
      </Switch>
    </div>
  );
}

function SettingsLink({ href, label, current }: { href: string; label: string; current: boolean }) {
  return (
    <li>
      <Link
        href={href}
        aria-current={current ? 'page' : undefined}
        className="block rounded-lg px-3 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand aria-[current=page]:bg-brand-light aria-[current=page]:text-brand-dark"
      >
        {label}
      </Link>
    </li>
  );
}
