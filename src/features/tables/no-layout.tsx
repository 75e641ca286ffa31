import { useI18nContext } from '../../../i18n/i18n-react';
import { EmptyState } from '../../components/empty-state';
import { ExampleFloorPlan } from './example-floor-plan';
import { LayoutFileButton } from './layout-file-button';

interface NoLayoutProps {
  canUpload: boolean;
  uploading: boolean;
  onFile: (file: File) => void;
}

/**
 * A wedding without a floor plan (spec §2): who may edit the layout is asked to upload it;
 * everyone else learns that the planner must, with an example of what it will look like.
 */
export function NoLayout({ canUpload, uploading, onFile }: NoLayoutProps) {
  const { LL } = useI18nContext();
  const texts = LL.tables.noLayout;
  if (canUpload) {
    return (
      <EmptyState
        icon={<ExampleFloorPlan className="size-8" decorative />}
        title={texts.title()}
        message={texts.message()}
        action={<LayoutFileButton label={texts.choose()} busyLabel={texts.uploading()} busy={uploading} onFile={onFile} />}
      />
    );
  }
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
      <h2 className="font-display text-lg font-semibold text-brand-dark">{texts.waitingTitle()}</h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-stone-600">{texts.waitingMessage()}</p>
      <ExampleFloorPlan className="mx-auto mt-6 w-full max-w-md" label={texts.exampleAlt()} />
    </div>
  );
}
