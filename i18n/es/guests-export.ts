import type { Translation } from '../i18n-types';

/** Las hojas de invitados que escribe el servidor (`GET guests/export`, `GET guests/import_template`). */
export const guestsExport = {
  sheet: 'Invitados',
  templateFile: 'plantilla-invitados.xlsx',
  columns: {
    name: 'Nombre',
    companions: 'Acompañantes',
    category: 'Categoría',
    status: 'Estado',
    table: 'Mesa',
    invitedBy: 'Invitado por',
    phone: 'Teléfono',
    comments: 'Comentarios',
  },
  statuses: {
    attending: 'Asistirá',
    notAttending: 'No asistirá',
    pending: 'Pendiente',
  },
  example: {
    name: 'Ana García',
    category: 'Amigos',
    phone: '+52 55 1234 5678',
    comments: 'Vegetariana',
  },
} satisfies Translation['guestsExport'];
