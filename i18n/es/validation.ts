import type { Translation } from '../i18n-types';

export const validation = {
  required: 'Este campo es obligatorio.',
  email: 'Introduce un correo electrónico válido.',
  minLength: 'Debe tener al menos {min} caracteres.',
  maxLength: 'Debe tener como máximo {max} caracteres.',
  mismatch: 'Las contraseñas no coinciden.',
  min: 'Debe ser al menos {min}.',
  max: 'Debe ser como máximo {max}.',
  numeric: 'Introduce un número.',
  negative: 'No puede ser negativo.',
  decimals: 'Usa como máximo dos decimales, por ejemplo 12,35.',
  date: 'Introduce una fecha válida (dd/mm/aaaa).',
  invalid: 'Este valor no es válido.',
} satisfies Translation['validation'];
