import type { Translation } from '../i18n-types';

export const auth = {
  emailLabel: 'Correo electrónico',
  passwordLabel: 'Contraseña',
  backToLogin: 'Volver a iniciar sesión',
  login: {
    title: 'Iniciar sesión',
    rememberMe: 'Recordarme',
    submit: 'Iniciar sesión',
    submitting: 'Iniciando sesión…',
    forgotLink: '¿Olvidaste tu contraseña?',
  },
  forgot: {
    title: '¿Olvidaste tu contraseña?',
    intro: 'Escribe el correo con el que inicias sesión y te enviaremos un enlace para elegir una nueva contraseña.',
    submit: 'Enviar enlace',
    submitting: 'Enviando…',
  },
  changePassword: {
    createTitle: 'Crear contraseña',
    changeTitle: 'Cambiar contraseña',
    createIntro: 'Elige una contraseña para activar tu cuenta.',
    spouseIntro: 'Ya puedes planear tu boda junto con quien la organiza. Crea una contraseña para comenzar.',
    changeIntro: 'Elige una nueva contraseña para tu cuenta.',
    confirmationLabel: 'Confirmar contraseña',
    hint: 'Usa al menos {min} caracteres.',
    submit: 'Guardar contraseña',
    submitting: 'Guardando…',
    verifying: 'Comprobando tu enlace…',
  },
} satisfies Translation['auth'];
