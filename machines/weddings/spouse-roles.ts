import type { Gender } from '../../contract/person';
import type { SpouseKey } from './create-wedding-form';

/** A spouse is a groom, a bride, or simply a spouse when the gender is not specified (yet). */
export type SpouseRole = 'groom' | 'bride' | 'spouse';

export interface SpouseHeading {
  role: SpouseRole;
  /** 1 or 2 when both spouses have the same role, so the two headers can be told apart. */
  number: 1 | 2 | null;
}

export function spouseRole(gender: Gender | undefined): SpouseRole {
  if (gender === 1) return 'groom';
  if (gender === 2) return 'bride';
  return 'spouse';
}

export function spouseHeadings(first: Gender | undefined, second: Gender | undefined): Record<SpouseKey, SpouseHeading> {
  const roles = { spouse1: spouseRole(first), spouse2: spouseRole(second) };
  const numbered = roles.spouse1 === roles.spouse2;
  return {
    spouse1: { role: roles.spouse1, number: numbered ? 1 : null },
    spouse2: { role: roles.spouse2, number: numbered ? 2 : null },
  };
}
