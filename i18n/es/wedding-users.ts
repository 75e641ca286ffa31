import type { Translation } from '../i18n-types';

export const weddingUsers = {
  open: 'Usuarios',
  title: 'Usuarios de esta boda',
  description: 'Los novios y las personas de tu equipo que trabajan en esta boda.',
  close: 'Cerrar',
  loading: 'Cargando usuarios…',
  loadError: 'No pudimos cargar los usuarios de esta boda.',
  retry: 'Reintentar',
  listLabel: 'Usuarios de esta boda',
  empty: 'Todavía nadie trabaja en esta boda.',
  remove: 'Quitar',
  removeUser: 'Quitar a {name} de la boda',
  confirmRemove: '¿Quitar a {name} de esta boda? Pierde el acceso a ella y todos los permisos que tenía en ella.',
  confirm: 'Quitar',
  cancel: 'Cancelar',
  add: {
    label: 'Agregar a una persona de tu equipo',
    placeholder: 'Elige a una persona…',
    button: 'Agregar',
    none: 'Todos los ayudantes y hostess del equipo ya trabajan en esta boda.',
  },
  types: {
    Spouse: 'Cónyuge',
    Helper: 'Ayudante',
    Hostess: 'Hostess',
  },
  statuses: {
    new: 'Sin activar',
    pending: 'Pendiente',
    active: 'Activo',
    inactive: 'Bloqueado',
  },
  messages: {
    userAddedToWedding: 'Usuario agregado a la boda.',
    userRemovedFromWedding: 'Usuario quitado de la boda.',
    unexpectedAdding: 'Ocurrió un error inesperado al agregar al usuario a la boda.',
    unexpectedRemoving: 'Ocurrió un error inesperado al quitar al usuario de la boda.',
  },
} satisfies Translation['weddingUsers'];
