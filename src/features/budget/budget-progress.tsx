import { budgetProgress } from '../../../contract/budget';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { BudgetTotals } from '../../../machines/budget/budget-rows';
import { useMoney } from './money';

/** The progress bar with its three messages (part 2 §2, §9) and the page's totals, with how many payments are late, due this week and upcoming. */
export function BudgetProgress({ totals }: { totals: BudgetTotals }) {
  const { LL } = useI18nContext();
  const money = useMoney();
  const progress = budgetProgress(totals.totalCents, totals.paidCents);
  const percent = progress.state === 'empty' ? 0 : progress.percent;
  const message =
    progress.state === 'empty'
      ? LL.budget.progress.empty()
      : progress.state === 'overpaid'
        ? LL.budget.progress.overpaid({ surplus: money(progress.surplusCents) })
        : LL.budget.progress.remaining({ remaining: money(progress.remainingCents), percent });
  const figures = [
    ['total', LL.budget.totals.total(), totals.totalCents],
    ['paid', LL.budget.totals.paid(), totals.paidCents],
    ['scheduled', LL.budget.totals.scheduled(), totals.scheduledCents],
    ['remaining', LL.budget.totals.remaining(), totals.remainingCents],
  ] as const;
  return (
    <section
      aria-label={LL.budget.progress.label()}
      className="mb-6 rounded-2xl bg-white px-5 py-4 shadow-sm ring-1 ring-stone-200 [@media(max-height:700px)]:py-2"
    >
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-display text-lg font-semibold text-brand-dark" data-testid="budget-progress">
          {message}
        </p>
        <p className="flex gap-3 text-sm">
          {totals.overdue > 0 && <span className="font-medium text-red-700">{LL.budget.progress.overdue({ count: totals.overdue })}</span>}
          {totals.dueThisWeek > 0 && <span className="font-medium text-amber-800">{LL.budget.progress.dueThisWeek({ count: totals.dueThisWeek })}</span>}
          {totals.upcoming > 0 && <span className="text-stone-700">{LL.budget.progress.upcoming({ count: totals.upcoming })}</span>}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={LL.budget.progress.label()}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 overflow-hidden rounded-full bg-stone-100"
      >
        <div className="h-full rounded-full bg-brand transition-[width] duration-300" style={{ width: `${percent}%` }} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4 [@media(max-height:700px)]:hidden">
        {figures.map(([key, label, cents]) => (
          <div key={key}>
            <dt className="text-xs tracking-wide text-stone-600 uppercase">{label}</dt>
            <dd className="font-semibold text-stone-900 tabular-nums" data-testid={`budget-${key}`}>
              {money(cents)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
