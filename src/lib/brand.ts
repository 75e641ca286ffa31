import defaultLogo from '../assets/brands/default.svg';
import lumiereLogo from '../assets/brands/lumiere.svg';

/** Brands the SPA ships logos and texts for; an unknown customization code uses `default`. */
export const brandCodes = ['default', 'lumiere'] as const;
export type BrandCode = (typeof brandCodes)[number];

export function toBrandCode(code: string | null | undefined): BrandCode {
  return (brandCodes as readonly string[]).includes(code ?? '') ? (code as BrandCode) : 'default';
}

export const brandLogos: Record<BrandCode, string> = {
  default: defaultLogo,
  lumiere: lumiereLogo,
};
