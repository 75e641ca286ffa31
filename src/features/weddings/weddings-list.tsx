import { Link, useLocation } from 'wouter';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { WeddingListItem } from '../../../contract/weddings';
import { ChevronDownIcon } from '../../components/icons';
import { toDisplayDate } from '../../lib/dates';

const weddingPath = (id: number) => `/wedding/${id}`;

/**
 * A table on tablets and desktops, cards on phones (≤ 600 px). A whole row opens the wedding;
 * for keyboards and screen readers the wedding's name is the link.
 */
export function WeddingsList({ weddings }: { weddings: WeddingListItem[] }) {
  const { LL } = useI18nContext();
  const [, navigate] = useLocation();
  return (
    <>
      <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-xs max-[600px]:hidden">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{LL.weddings.caption()}</caption>
          <thead className="bg-stone-50 text-xs font-semibold tracking-wide text-stone-500 uppercase">
            <tr>
              <th scope="col" className="px-5 py-3">
                {LL.weddings.columns.name()}
              </th>
              <th scope="col" className="px-5 py-3 text-right">
                {LL.weddings.columns.guests()}
              </th>
              <th scope="col" className="px-5 py-3">
                {LL.weddings.columns.date()}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {weddings.map((wedding) => (
              <tr
                key={wedding.id}
                onClick={() => navigate(weddingPath(wedding.id))}
                className="cursor-pointer transition-colors focus-within:bg-brand-light/60 hover:bg-brand-light/60"
              >
                <td className="px-5 py-4 font-medium text-stone-900">
                  <Link
                    href={weddingPath(wedding.id)}
                    aria-label={LL.weddings.open({ name: wedding.name })}
                    className="rounded focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand focus-visible:outline-solid"
                  >
                    {wedding.name}
                  </Link>
                </td>
                <td className="px-5 py-4 text-right text-stone-700 tabular-nums">{wedding.guestsCount}</td>
                <td className="px-5 py-4 text-stone-700 tabular-nums">{toDisplayDate(wedding.date)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 min-[601px]:hidden" aria-label={LL.weddings.caption()}>
        {weddings.map((wedding) => (
          <li key={wedding.id}>
            {/* Its name is what it shows (name, date, guests), so a screen reader hears all three. */}
            <Link
              href={weddingPath(wedding.id)}
              className="flex items-center gap-4 rounded-2xl border border-stone-200 bg-white px-4 py-4 shadow-xs transition-colors hover:bg-brand-light/60 focus-visible:outline-2 focus-visible:outline-brand focus-visible:outline-solid"
            >
              <div className="min-w-0 flex-1">
                <p className="line-clamp-2 font-medium break-words text-stone-900">{wedding.name}</p>
                <p className="mt-1 text-sm text-stone-600">
                  <span className="tabular-nums">{toDisplayDate(wedding.date)}</span>
                  <span aria-hidden="true"> · </span>
                  <span className="sr-only">, </span>
                  {LL.weddings.guestsCount({ count: wedding.guestsCount })}
                </p>
              </div>
              <ChevronDownIcon className="size-5 shrink-0 -rotate-90 text-stone-400" />
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
