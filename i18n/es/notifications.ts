import type { Translation } from '../i18n-types';

export const notifications = {
  region: 'Notificaciones',
  close: 'Cerrar notificación',
  languageChanged: 'Se cambió tu idioma.',
  emailWithInstructions: 'Enviamos las instrucciones para restablecer tu contraseña a {email}.',
  changePasswordSuccess: 'Tu contraseña se guardó. Ya puedes iniciar sesión.',
} satisfies Translation['notifications'];
