import type { TranslationFunctions } from '../../../i18n/i18n-types';
import { guestStatuses, type GuestCategory } from '../../../contract/guests';
import type { Inviter } from '../../../machines/guests/guest-rows';

/** How a guest's values read on screen, in the language in use. */

export const statusOf = (id: number) => guestStatuses.find((status) => status.id === id) ?? guestStatuses[2];

export const statusLabel = (LL: TranslationFunctions, id: number) => LL.guestsExport.statuses[statusOf(id).key]();

export const rgb = (color: { color_r: number; color_g: number; color_b: number }) => `rgb(${color.color_r} ${color.color_g} ${color.color_b})`;

export function categoryLabel(LL: TranslationFunctions, categories: readonly GuestCategory[], id: number | 'none' | null): string {
  if (id === null || id === 'none') return LL.guests.noCategory();
  return categories.find((category) => category.id === id)?.name ?? LL.guests.noCategory();
}

export function inviterLabel(LL: TranslationFunctions, inviters: readonly Inviter[], id: number | 'none' | null): string {
  if (id === null || id === 'none') return LL.guests.filters.notSpecified();
  return inviters.find((inviter) => inviter.id === id)?.name ?? LL.guests.filters.notSpecified();
}

/** A coloured dot and a name: a category or a status. */
export function ColorChip({ label, color }: { label: string; color: string | null }) {
  return (
    <span className="inline-flex max-w-full items-center gap-1.5 truncate text-sm text-stone-700">
      <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full ring-1 ring-black/10" style={{ background: color ?? 'transparent' }} />
      <span className="truncate">{label}</span>
    </span>
  );
}
