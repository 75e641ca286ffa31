import type { Translation } from '../i18n-types';

/** La hoja del plan que escribe el servidor (`GET plan_elements/export`). */
export const planExport = {
  sheet: 'Plan',
  fileName: 'Plan - {wedding}',
  section: 'Sección',
  element: 'Elemento',
  type: 'Tipo',
  value: 'Valor',
  types: {
    text: 'Texto',
    large_text: 'Texto largo',
    number: 'Número',
    date: 'Fecha',
    time: 'Hora',
    time_frame: 'Horario',
    dropdown: 'Lista de opciones',
    file: 'Archivo',
    location: 'Ubicación',
  },
} satisfies Translation['planExport'];
