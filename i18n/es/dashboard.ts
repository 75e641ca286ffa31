import type { Translation } from '../i18n-types';

export const dashboard = {
  myChecklist: {
    title: 'Mi checklist',
    description: 'Tu plantilla de checklist: las tareas con las que empieza cada nueva boda, agrupadas por cuánto falta para el gran día.',
  },
  basePlan: {
    title: 'Plan base',
    description: 'Tu plantilla de plan: las secciones y campos con los que empieza el plan de cada nueva boda.',
  },
} satisfies Translation['dashboard'];
