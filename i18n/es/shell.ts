import type { Translation } from '../i18n-types';

export const shell = {
  mainMenu: 'Menú principal',
  skipToContent: 'Saltar al contenido',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  profileMenu: 'Menú de la cuenta',
  signedInAs: 'Sesión iniciada como',
  logout: 'Cerrar sesión',
  menu: {
    weddings: 'Bodas',
    users: 'Usuarios',
    myChecklist: 'Mi checklist',
    basePlan: 'Plan base',
    credits: 'Créditos',
  },
} satisfies Translation['shell'];
