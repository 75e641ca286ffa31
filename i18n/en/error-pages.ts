import type { BaseTranslation } from '../i18n-types';

export const errorPages = {
  notFound: {
    code: '404',
    title: 'Page not found',
    message: "The page you're looking for doesn't exist.",
  },
  unauthorized: {
    code: '401',
    title: 'Unauthorized',
    message: "You don't have permission to see this page.",
  },
  unexpected: {
    title: 'Something went wrong',
    message: 'An unexpected error occurred. Please try again later.',
  },
} satisfies BaseTranslation;
