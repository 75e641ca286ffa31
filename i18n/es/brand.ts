import type { Translation } from '../i18n-types';

export const brand = {
  productName: 'Wedding Planner',
  logoAlt: 'Logotipo de {title}',
  default: {
    welcome: 'Qué gusto verte de nuevo. Inicia sesión para tener cada boda, invitado y detalle en un solo lugar.',
  },
  lumiere: {
    welcome: 'Te damos la bienvenida a Lumière. Inicia sesión para planear cada momento del gran día con tus parejas.',
  },
} satisfies Translation['brand'];
