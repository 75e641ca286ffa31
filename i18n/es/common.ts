import type { Translation } from '../i18n-types';

export const common = {
  close: 'Cerrar',
  loading: 'Cargando…',
  backHome: 'Volver al inicio',
  language: 'Idioma',
  languages: {
    en: 'English',
    es: 'Español',
  },
} satisfies Translation['common'];
