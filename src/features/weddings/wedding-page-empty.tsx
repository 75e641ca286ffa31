import { Link } from 'wouter';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { ModuleCode } from '../../../contract/permissions';
import { withoutLanding } from '../../../machines/weddings/module-menu';
import { EmptyState } from '../../components/empty-state';
import { RingsIcon } from '../../components/icons';

/** What the wedding page shows where it has no module page to open (wedding-page.tsx). */

/** A module's address the user may not open (any more): said plainly, with the way back to the wedding. */
export function ClosedModule({ module }: { module: ModuleCode }) {
  const { LL } = useI18nContext();
  const texts = LL.weddings.wedding.closedModule;
  return (
    <EmptyState
      icon={<RingsIcon className="size-6" />}
      title={texts.title({ module: LL.weddings.wedding.modules[module]() })}
      message={texts.message()}
      action={
        <Link href="/" className="font-medium text-brand hover:text-brand-dark hover:underline">
          {texts.back()}
        </Link>
      }
    />
  );
}

/** The base path without a module page to open: coming soon for someone who holds modules, else no access yet. */
export function NoLanding({ listed }: { listed: ModuleCode[] }) {
  const { LL } = useI18nContext();
  const texts = LL.weddings.wedding[withoutLanding(listed) === 'comingSoon' ? 'comingSoon' : 'noModules'];
  return <EmptyState icon={<RingsIcon className="size-6" />} title={texts.title()} message={texts.message()} />;
}
