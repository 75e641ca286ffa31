import type { ReactNode } from 'react';
import type { PersonStatus } from '../../contract/person';

/** A small rounded label beside a name (a type, a status), coloured by `tone` (background, text and ring classes). */
export function Badge({ tone, children }: { tone: string; children: ReactNode }) {
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${tone}`}>{children}</span>;
}

const statusTones: Record<PersonStatus, string> = {
  new: 'bg-stone-100 text-stone-700 ring-stone-200',
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  inactive: 'bg-red-50 text-red-800 ring-red-200',
};

/** An account's status in the same colours wherever people are listed: users, the couple, a wedding's users. */
export function StatusBadge({ status, children }: { status: PersonStatus; children: ReactNode }) {
  return <Badge tone={statusTones[status]}>{children}</Badge>;
}
