import type { SpouseRole } from '../../../machines/weddings/spouse-roles';
import { common } from '../../components/icons';

const shoulders = 'M5 21c.5-4.3 3.3-6.8 7-6.8s6.5 2.5 7 6.8';

/** Groom (bow tie), bride (veil) or a spouse whose gender is not specified (decorative). */
export function SpouseIcon({ role, className = 'size-5' }: { role: SpouseRole; className?: string }) {
  return (
    <svg className={className} {...common}>
      <circle cx="12" cy="8" r="3.5" />
      <path d={shoulders} />
      {role === 'groom' && <path d="M9.6 16.6l2.4 1.1 2.4-1.1v2.4l-2.4-1.1-2.4 1.1z" />}
      {role === 'bride' && <path d="M7.6 7.2C7.6 3 16.4 3 16.4 7.2M7.6 7.2c-1.3 3.2-1.6 6-1.2 8.4M16.4 7.2c1.3 3.2 1.6 6 1.2 8.4" />}
    </svg>
  );
}
