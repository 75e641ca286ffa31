import type { Translation } from '../i18n-types';

export const brand = {
  productName: 'Wedding Planner',
  logoAlt: 'Logotipo de {title}',
  default: {
    welcome: 'Bienvenido de nuevo. Inicia sesión para tener cada boda, invitado y detalle en un solo lugar.',
  },
  lumiere: {
    welcome: 'Bienvenido a Lumière. Inicia sesión para planear cada momento del gran día con tus parejas.',
  },
} satisfies Translation['brand'];
