import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useI18nContext } from '../../../i18n/i18n-react';
import { toCents, formatAmount } from '../../../contract/money';
import type { ModuleCode } from '../../../contract/permissions';
import type { HomeCard, HomeSummaries } from '../../../machines/home/home-cards';
import type { ShownCard } from '../../../machines/home/home.machine';
import { LoadError } from '../../components/load-error';
import { Spinner } from '../../components/spinner';
import { translateMessage } from '../../lib/i18n';
import { storedImageUrl } from '../../lib/stored-files';
import { modulePaths } from '../../../machines/weddings/module-menu';
import { homeCards } from '../../../machines/home/home-cards';

const moduleOfCard = Object.fromEntries(homeCards.map((definition) => [definition.card, definition.module])) as Record<HomeCard, ModuleCode>;

/** One card: its summary, its loading or its failure, and a link to its module. */
export function SummaryCard({ shown }: { shown: ShownCard }) {
  const { LL } = useI18nContext();
  const summary = useSelector(shown.ref, (snapshot) => snapshot.context.summary);
  const error = useSelector(shown.ref, (snapshot) => (snapshot.matches('failed') ? snapshot.context.error : null));
  const title = LL.home[shown.card].title();
  const titleId = `home-card-${shown.card}`;
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col rounded-2xl bg-white px-5 py-4 shadow-sm ring-1 ring-stone-200"
      data-testid={titleId}
      data-state={error !== null ? 'failed' : summary === null ? 'loading' : 'shown'}
    >
      <h2 id={titleId} className="font-display text-lg font-semibold text-brand-dark">
        {title}
      </h2>
      <div className="mt-3 flex-1">
        {error !== null ? (
          <LoadError message={translateMessage(LL, { key: error })} retryLabel={LL.home.retry()} onRetry={() => shown.ref.send({ type: 'card.retry' })} />
        ) : summary === null ? (
          <div role="status" className="grid place-items-center py-6 text-brand">
            <Spinner className="size-6" />
            <span className="sr-only">{LL.common.loading()}</span>
          </div>
        ) : (
          <CardBody card={shown.card} summary={summary} />
        )}
      </div>
      {/* Named apart from the menu's entry for the same module, so each link says where it stands. */}
      <Link
        href={modulePaths[moduleOfCard[shown.card]]}
        className="mt-3 self-start text-sm font-medium text-brand hover:text-brand-dark hover:underline focus-visible:outline-2 focus-visible:outline-brand"
      >
        {LL.home.open({ module: title })}
      </Link>
    </section>
  );
}

function CardBody({ card, summary }: { card: ShownCard['card']; summary: HomeSummaries[ShownCard['card']] }) {
  switch (card) {
    case 'checklist':
      return <ChecklistBody summary={summary as HomeSummaries['checklist']} />;
    case 'guests':
      return <GuestsBody summary={summary as HomeSummaries['guests']} />;
    case 'tables':
      return <TablesBody summary={summary as HomeSummaries['tables']} />;
    case 'budget':
      return <BudgetBody summary={summary as HomeSummaries['budget']} />;
    case 'ideas':
      return <IdeasBody summary={summary as HomeSummaries['ideas']} />;
  }
}

function Figures({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className="divide-y divide-stone-100 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex items-baseline justify-between gap-3 py-1.5">
          <dt className="text-stone-700">{label}</dt>
          <dd className="font-semibold text-stone-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ChecklistBody({ summary }: { summary: HomeSummaries['checklist'] }) {
  const { LL } = useI18nContext();
  return (
    <div className="text-sm">
      <p className="font-semibold text-stone-900">{LL.home.checklist.completed({ completed: summary.completed, total: summary.total })}</p>
      {summary.next.length === 0 ? (
        <p className="mt-2 text-stone-700">{LL.home.checklist.allDone()}</p>
      ) : (
        <>
          <h3 className="mt-3 text-xs font-semibold tracking-wide text-stone-600 uppercase">{LL.home.checklist.next()}</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-stone-800">
            {summary.next.map((item) => (
              <li key={item.id}>{item.text}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function GuestsBody({ summary }: { summary: HomeSummaries['guests'] }) {
  const { LL } = useI18nContext();
  const texts = LL.home.guests;
  return (
    <Figures
      rows={[
        [texts.attending(), summary.attending],
        [texts.pending(), summary.pending],
        [texts.total(), summary.total],
      ]}
    />
  );
}

function TablesBody({ summary }: { summary: HomeSummaries['tables'] }) {
  const { LL } = useI18nContext();
  const texts = LL.home.tables;
  return (
    <Figures
      rows={[
        [texts.occupiedTables(), summary.occupiedTables],
        [texts.occupiedSeats(), summary.occupiedSeats],
        [texts.availableTables(), summary.availableTables],
        [texts.availableSeats(), summary.availableSeats],
        [texts.totalSeats(), summary.totalSeats],
        [texts.guestsWithoutTable(), summary.guestsWithoutTable],
      ]}
    />
  );
}

function BudgetBody({ summary }: { summary: HomeSummaries['budget'] }) {
  const { LL, locale } = useI18nContext();
  return (
    <Figures
      rows={[
        [LL.home.budget.expenses(), formatAmount(toCents(summary.expenses), locale)],
        [LL.home.budget.payments(), formatAmount(toCents(summary.payments), locale)],
      ]}
    />
  );
}

/** The board's first ideas: a picture's thumbnail, a palette's colours, or what kind of idea it is, beside its title. */
function IdeasBody({ summary }: { summary: HomeSummaries['ideas'] }) {
  const { LL } = useI18nContext();
  if (summary.ideas.length === 0) return <p className="text-sm text-stone-700">{LL.home.ideas.none()}</p>;
  return (
    <ul className="space-y-2 text-sm">
      {summary.ideas.map((idea) => (
        <li key={idea.id} className="flex items-center gap-3">
          {idea.thumbnail ? (
            <img src={storedImageUrl(idea.thumbnail)} alt="" className="size-10 shrink-0 rounded-md object-cover" />
          ) : idea.colors ? (
            <span aria-hidden className="flex size-10 shrink-0 overflow-hidden rounded-md">
              {idea.colors.slice(0, 4).map(({ r, g, b }, index) => (
                <span key={index} className="flex-1" style={{ backgroundColor: `rgb(${r} ${g} ${b})` }} />
              ))}
            </span>
          ) : (
            <span className="w-10 shrink-0 text-xs text-stone-600">{LL.ideas.types[idea.type]()}</span>
          )}
          <span className="min-w-0 flex-1 truncate text-stone-900">{idea.title}</span>
          {idea.is_pinned && <span className="text-xs text-stone-600">{LL.ideas.pinned()}</span>}
        </li>
      ))}
    </ul>
  );
}
