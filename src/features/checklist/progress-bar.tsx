import { useI18nContext } from '../../../i18n/i18n-react';

/** A wedding checklist's progress: the rounded percent and completed of total. */
export function ProgressBar({ completed, total, percent }: { completed: number; total: number; percent: number }) {
  const { LL } = useI18nContext();
  return (
    <div className="mb-6 rounded-2xl bg-white px-5 py-4 shadow-sm ring-1 ring-stone-200">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-display text-lg font-semibold text-brand-dark" data-testid="checklist-percent">
          {LL.checklist.progressPercent({ percent })}
        </p>
        <p className="text-sm text-stone-600" data-testid="checklist-count">
          {LL.checklist.progressCount({ completed, total })}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={LL.checklist.progress()}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 overflow-hidden rounded-full bg-stone-100"
      >
        <div className="h-full rounded-full bg-brand transition-[width] duration-300" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
