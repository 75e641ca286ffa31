import type { Translation } from '../i18n-types';

/** El inicio de la boda (parte 2 §2 "Home"): la cuenta atrás y una tarjeta por módulo. */
export const home = {
  title: 'Inicio',
  countdown: {
    label: 'Tiempo que falta para la boda',
    days: 'Días',
    hours: 'Horas',
    minutes: 'Minutos',
    seconds: 'Segundos',
    passed: 'Ha llegado el gran día.',
  },
  cards: 'Resumen de la boda',
  open: 'Abrir {module}',
  retry: 'Reintentar',
  checklist: {
    title: 'Checklist',
    completed: '{completed} de {total} tareas hechas',
    next: 'Próximas tareas',
    allDone: 'Todas las tareas están hechas.',
  },
  guests: {
    title: 'Invitados',
    attending: 'Asistirán',
    pending: 'Pendientes',
    total: 'Total',
  },
  tables: {
    title: 'Mesas',
    occupiedTables: 'Mesas completas',
    occupiedSeats: 'Asientos ocupados',
    availableTables: 'Mesas con sitio',
    availableSeats: 'Asientos libres',
    totalSeats: 'Asientos en total',
    guestsWithoutTable: 'Invitados sin mesa',
  },
  budget: {
    title: 'Presupuesto',
    expenses: 'Gastos',
    payments: 'Pagado',
  },
  ideas: {
    title: 'Tablero de ideas',
    none: 'Todavía no hay ideas.',
  },
} satisfies Translation['home'];
