import type { Translation } from '../i18n-types';

export const dashboard = {
  weddings: {
    title: 'Bodas',
    description: 'Todas las bodas en las que participas, con su fecha y número de invitados. Abre una para empezar a planear.',
  },
  users: {
    title: 'Usuarios',
    description: 'Invita a las personas que trabajan contigo, elige qué pueden hacer y administra su acceso.',
  },
  myChecklist: {
    title: 'Mi checklist',
    description: 'Tu plantilla de checklist: las tareas con las que empieza cada nueva boda, agrupadas por cuánto falta para el gran día.',
  },
  basePlan: {
    title: 'Plan base',
    description: 'Tu plantilla de plan: las secciones y campos con los que empieza el plan de cada nueva boda.',
  },
  credits: {
    title: 'Créditos',
    description: 'Un crédito crea una boda. Consulta tu saldo, tus compras y cómo se usaron tus créditos.',
  },
  wedding: {
    title: 'Boda',
    description: 'El espacio de trabajo de una boda: su plan, checklist, invitados, mesas, presupuesto e ideas.',
  },
} satisfies Translation['dashboard'];
