import type { ErrorCode } from '../../contract/errors';
import type { Translation } from '../i18n-types';

export const errors = {
  already_registered: 'Este correo ya está registrado.',
  equal_emails_spouses: 'Los correos de los novios deben ser distintos.',
  generic_error: 'Ocurrió un error inesperado. Inténtalo de nuevo más tarde.',
  form_validation_error: 'Algunos campos necesitan tu atención. Revisa el formulario.',
  invalid_json: 'No se pudo leer la solicitud. Inténtalo de nuevo.',
  unsupported_media_type: 'Este tipo de archivo o solicitud no está permitido.',
  payload_too_large: 'El archivo o la solicitud es demasiado grande.',
  auth_unauthorized: 'Tu sesión ha expirado. Vuelve a iniciar sesión.',
  auth_forbidden: 'No tienes permiso para realizar esta acción.',
  auth_invalid_credentials: 'Los datos que ingresaste no coinciden con nuestros registros.',
  cross_site_request: 'Bloqueamos la solicitud por tu seguridad. Recarga la página e inténtalo de nuevo.',
  expired_token: 'Este enlace ha expirado. Solicita uno nuevo desde ¿Olvidaste tu contraseña?',
  invalid_token: 'Este enlace no es válido. Solicita uno nuevo desde ¿Olvidaste tu contraseña?',
  page_doesnt_exist: 'Esta página no existe.',
  too_many_attempts: 'Demasiados intentos. Espera unos minutos antes de volver a intentarlo.',
  user_inactive: 'Ya no tienes acceso.',
  user_status_incorrect: 'Tu cuenta no está activa. Usa ¿Olvidaste tu contraseña? para activarla.',
  balance_mismatch: 'Las transacciones y el saldo del organizador no coinciden.',
  not_enough_credits: 'No tienes créditos suficientes para crear una boda.',
  not_found: 'No encontramos lo que buscabas.',
  planner_has_weddings: 'Este organizador todavía tiene bodas, así que no se puede eliminar.',
  cannot_delete_self: 'No puedes eliminar tu propia cuenta.',
  file_too_large: 'El archivo es demasiado grande. El máximo es 10 MB.',
} satisfies Translation['errors'] & Record<ErrorCode, string>;
