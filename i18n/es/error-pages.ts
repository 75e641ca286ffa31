import type { Translation } from '../i18n-types';

export const errorPages = {
  notFound: {
    code: '404',
    title: 'Página no encontrada',
    message: 'La página que buscas no existe.',
  },
  unauthorized: {
    code: '401',
    title: 'No autorizado',
    message: 'No tienes permiso para ver esta página.',
  },
  unexpected: {
    title: 'Algo salió mal',
    message: 'Ocurrió un error inesperado. Inténtalo de nuevo más tarde.',
  },
} satisfies Translation['errorPages'];
