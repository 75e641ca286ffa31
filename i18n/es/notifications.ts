import type { Translation } from '../i18n-types';

export const notifications = {
  region: 'Notificaciones',
  close: 'Cerrar notificación',
  languageChanged: 'Tu idioma ha sido cambiado.',
  emailWithInstructions: 'Enviamos las instrucciones para restablecer tu contraseña a {email}.',
  changePasswordSuccess: 'Tu contraseña se guardó. Ya puedes iniciar sesión.',
} satisfies Translation['notifications'];
