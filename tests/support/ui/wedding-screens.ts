import type { ActionCode, ModuleCode } from '../../../contract/permissions';
import { moduleCatalog } from '../../../contract/permissions';
import type { ChecklistCategory, ChecklistItem } from '../../../contract/checklist';
import type { ElementOption, PlanElement, PlanSection } from '../../../contract/plan';
import type { Spouse, Wedding } from '../../../contract/weddings';
import type { FakeBackend, RecordedRequest } from './fake-backend';

/** The wedding the plan and checklist screens open inside. */
export const sofiaAndMateo: Wedding = {
  id: 7,
  name: 'Sofía & Mateo',
  date: '2031-06-14',
  guestsCount: 0,
  planner_id: 2,
  layout: null,
  layout_width: null,
  layout_height: null,
  spouse1: null,
  spouse2: null,
  modules: ['PLAN', 'CHECKLIST'],
};

/** The couple: Sofía without an e-mail yet (her account is new), Mateo mailed his activation already. */
export const sofia: Spouse = { id: 11, user_id: 11, first_name: 'Sofía', last_name: 'Herrera', email: '', gender: 2, status: 'new', type: 'Spouse' };
export const mateo: Spouse = {
  id: 12,
  user_id: 12,
  first_name: 'Mateo',
  last_name: 'Vargas',
  email: 'mateo@example.com',
  gender: 1,
  status: 'pending',
  type: 'Spouse',
};

/** Standing answers for `/wedding/7/…`: the wedding, its modules and the actions granted per module. */
export function answerWedding(backend: FakeBackend, actions: Partial<Record<ModuleCode, ActionCode[]>>, wedding: Wedding = sofiaAndMateo): FakeBackend {
  return backend
    .always('GET /weddings/show', { wedding })
    .always('GET /weddings/get_modules', { modules: moduleCatalog.filter((module) => wedding.modules.includes(module.code)) })
    .always('GET /weddings/get_actions', (request: RecordedRequest) => ({ actions: actions[request.query.module_code as ModuleCode] ?? [] }));
}

/** Standing answers for a plan's two lists. */
export function answerPlan(backend: FakeBackend, plan: { sections: PlanSection[]; elements: PlanElement[]; options?: ElementOption[] }): FakeBackend {
  return backend
    .always('GET /plan_sections/index', { sections: plan.sections })
    .always('GET /plan_elements/index', { elements: plan.elements, options: plan.options ?? [] });
}

/** A standing answer for a checklist. */
export function answerChecklist(backend: FakeBackend, items: ChecklistItem[], categories: ChecklistCategory[] = []): FakeBackend {
  return backend.always('GET /checklist/index', { items, categories });
}

export const planSectionRow = (fields: Partial<PlanSection> & Pick<PlanSection, 'id' | 'section'>): PlanSection => ({
  order: 0,
  wedding_id: sofiaAndMateo.id,
  person_id: null,
  ...fields,
});

export const planElementRow = (fields: Partial<PlanElement> & Pick<PlanElement, 'id' | 'element' | 'type_id' | 'section_id'>): PlanElement => ({
  value: null,
  extra: null,
  order: 0,
  ...fields,
});
