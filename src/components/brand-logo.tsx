import { useI18nContext } from '../../i18n/i18n-react';
import { brandLogos } from '../lib/brand';
import { useCustomization } from '../lib/customization';

/** The customization's mark and name (white label: the logo follows the brand code). */
export function BrandLogo({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const { LL } = useI18nContext();
  const { brand, title } = useCustomization();
  const name = title ?? LL.brand.productName();
  const large = size === 'lg';
  return (
    <span className={`inline-flex items-center ${large ? 'flex-col gap-3' : 'gap-2.5'}`}>
      <img src={brandLogos[brand]} alt={LL.brand.logoAlt({ title: name })} className={large ? 'size-16' : 'size-9'} />
      <span className={`font-display font-semibold tracking-tight text-brand-dark ${large ? 'text-2xl' : 'text-lg'}`}>{name}</span>
    </span>
  );
}
