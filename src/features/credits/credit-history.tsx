import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useI18nContext } from '../../../i18n/i18n-react';
import { formatPrice, type CreditTransaction } from '../../../contract/credits';
import type { creditsHistoryMachine } from '../../../machines/credits/credits-history.machine';
import { AlertCircleIcon } from '../../components/icons';
import { LoadError } from '../../components/load-error';
import { LoadingBlock } from '../../components/loading-block';
import { toDisplayDate } from '../../lib/dates';

type HistoryRef = ActorRefFrom<typeof creditsHistoryMachine>;

/** The balance as one big number, with the ledger warning when the two disagree. */
export function CreditBalance({ history }: { history: HistoryRef }) {
  const { LL } = useI18nContext();
  const balance = useSelector(history, (snapshot) => snapshot.context.history?.balance ?? null);
  const ledgerBalance = useSelector(history, (snapshot) => snapshot.context.history?.ledgerBalance ?? null);
  if (balance === null) return null;
  return (
    <div className="space-y-4">
      <div>
        <p className="text-sm font-medium text-stone-600">{LL.credits.balance()}</p>
        <p className="font-display text-4xl font-semibold text-brand-dark tabular-nums">{LL.credits.creditsCount({ credits: balance })}</p>
      </div>
      {ledgerBalance !== null && <MismatchAlert ledger={ledgerBalance} />}
    </div>
  );
}

/** balance_mismatch is never hidden: the planner (or the Administrator) must see it. */
function MismatchAlert({ ledger }: { ledger: number }) {
  const { LL } = useI18nContext();
  return (
    <div role="alert" className="flex items-start gap-3 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
      <AlertCircleIcon className="size-5 shrink-0" />
      <p>
        <strong className="font-semibold">{LL.errors.balance_mismatch()}</strong> {LL.credits.mismatch({ ledger })}
      </p>
    </div>
  );
}

/**
 * The ledger: a table on desktops (≥ 1024 px), cards below. Six columns beside the side menu do
 * not fit a tablet: the table scrolled sideways there and hid the Wedding column without a cue.
 */
export function CreditHistoryTable({ history, showBalance = false }: { history: HistoryRef; showBalance?: boolean }) {
  const { LL } = useI18nContext();
  const stage = useSelector(history, (snapshot) => snapshot.value);
  const transactions = useSelector(history, (snapshot) => snapshot.context.history?.transactions);
  if (stage === 'loading') return <LoadingBlock label={LL.common.loading()} />;
  if (stage === 'failed')
    return <LoadError message={LL.credits.loadError()} retryLabel={LL.credits.retry()} onRetry={() => history.send({ type: 'load.retry' })} />;
  return (
    <div className="space-y-6">
      {showBalance && <CreditBalance history={history} />}
      {transactions && transactions.length > 0 ? (
        <Transactions transactions={transactions} />
      ) : (
        <p className="text-sm text-stone-600">{LL.credits.history.empty()}</p>
      )}
    </div>
  );
}

function Transactions({ transactions }: { transactions: CreditTransaction[] }) {
  const { LL } = useI18nContext();
  const columns = LL.credits.history.columns;
  // Numbers align right, words left.
  const headings: Array<[string, boolean]> = [
    [columns.type(), false],
    [columns.amount(), true],
    [columns.cost(), true],
    [columns.balance(), true],
    [columns.date(), false],
    [columns.wedding(), false],
  ];
  const amount = (row: CreditTransaction) => (row.type === 'purchase' ? `+${row.amount}` : `−${row.amount}`);
  const cost = (row: CreditTransaction) => (row.type === 'purchase' ? LL.credits.price({ price: formatPrice(row.cost) }) : '—');
  const typeBadge = (row: CreditTransaction) => (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${row.type === 'purchase' ? 'bg-emerald-50 text-emerald-800' : 'bg-stone-100 text-stone-700'}`}
    >
      {LL.credits.history.types[row.type]()}
    </span>
  );
  return (
    <>
      <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-xs max-lg:hidden">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{LL.credits.history.caption()}</caption>
          <thead className="bg-stone-50 text-xs font-semibold tracking-wide text-stone-500 uppercase">
            <tr>
              {headings.map(([label, alignRight]) => (
                <th key={label} scope="col" className={`px-4 py-3${alignRight ? ' text-right' : ''}`}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {transactions.map((row) => (
              <tr key={row.id}>
                <td className="px-4 py-3">{typeBadge(row)}</td>
                <td className="px-4 py-3 text-right font-medium tabular-nums">{amount(row)}</td>
                <td className="px-4 py-3 text-right whitespace-nowrap text-stone-700 tabular-nums">{cost(row)}</td>
                <td className="px-4 py-3 text-right text-stone-700 tabular-nums">{row.balance}</td>
                <td className="px-4 py-3 text-stone-700 tabular-nums">{toDisplayDate(row.date)}</td>
                <td className="px-4 py-3 text-stone-700">{row.wedding_name ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 min-[601px]:grid-cols-2 lg:hidden" aria-label={LL.credits.history.caption()}>
        {transactions.map((row) => (
          <li key={row.id} className="rounded-2xl border border-stone-200 bg-white px-4 py-3 text-sm shadow-xs">
            <div className="flex items-center justify-between gap-3">
              {typeBadge(row)}
              <span className="font-semibold tabular-nums">{amount(row)}</span>
            </div>
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-stone-600">
              <dt>{columns.date()}</dt>
              <dd className="text-right tabular-nums">{toDisplayDate(row.date)}</dd>
              <dt>{columns.balance()}</dt>
              <dd className="text-right tabular-nums">{row.balance}</dd>
              <dt>{columns.cost()}</dt>
              <dd className="text-right tabular-nums">{cost(row)}</dd>
              {row.wedding_name && (
                <>
                  <dt>{columns.wedding()}</dt>
                  <dd className="truncate text-right">{row.wedding_name}</dd>
                </>
              )}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
