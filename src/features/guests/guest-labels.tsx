import type { CSSProperties } from 'react';
import type { TranslationFunctions } from '../../../i18n/i18n-types';
import { guestStatuses, type GuestCategory } from '../../../contract/guests';
import type { Inviter } from '../../../machines/guests/guest-rows';

/** How a guest's values read on screen, in the language in use. */

export const statusOf = (id: number) => guestStatuses.find((status) => status.id === id) ?? guestStatuses[2];

export const statusLabel = (LL: TranslationFunctions, id: number) => LL.guestsExport.statuses[statusOf(id).key]();

type Rgb = { color_r: number; color_g: number; color_b: number };

export const rgb = (color: Rgb) => `rgb(${color.color_r} ${color.color_g} ${color.color_b})`;

/** WCAG 2's relative luminance of a colour. */
function luminance({ color_r, color_g, color_b }: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(color_r) + 0.7152 * linear(color_g) + 0.0722 * linear(color_b);
}

/** WCAG 2's contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const white = { color_r: 255, color_g: 255, color_b: 255 };
const black = { color_r: 0, color_g: 0, color_b: 0 };

/** Text on a coloured chip: white or black, whichever reads better (the catalogue's grey takes black: 6.2:1, white was 3.3:1). */
export const textOn = (background: Rgb) => (contrastRatio(white, background) >= contrastRatio(black, background) ? white : black);

export function categoryLabel(LL: TranslationFunctions, categories: readonly GuestCategory[], id: number | 'none' | null): string {
  if (id === null || id === 'none') return LL.guests.noCategory();
  return categories.find((category) => category.id === id)?.name ?? LL.guests.noCategory();
}

export function inviterLabel(LL: TranslationFunctions, inviters: readonly Inviter[], id: number | 'none' | null): string {
  if (id === null || id === 'none') return LL.guests.filters.notSpecified();
  return inviters.find((inviter) => inviter.id === id)?.name ?? LL.guests.filters.notSpecified();
}

/**
 * A coloured dot and a name: a category or a status. One element, the dot drawn before the name,
 * as every row of a long list shows two.
 */
export function ColorChip({ label, color }: { label: string; color: string | null }) {
  return (
    <span
      className="block truncate before:mr-1.5 before:inline-block before:size-2.5 before:rounded-full before:bg-(--chip) before:align-[-0.0625rem] before:ring-1 before:ring-black/10"
      style={{ '--chip': color ?? 'transparent' } as CSSProperties}
    >
      {label}
    </span>
  );
}
