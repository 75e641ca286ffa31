import { z } from 'zod';
import { gender } from './weddings';
import { email, limits } from './validation';
import { emptyAnswer, endpoint, idField, idQuery } from './endpoint';
import { personStatuses, personTypeNames, type PersonType } from './person';
import { updateLanguagePayload } from './auth';

const name = z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(limits.nameMax, { error: 'maxLength' });
const language = z.enum(['en', 'es'], { error: 'invalid' });
const customizationId = idField.nullable().optional();

/** The add/edit user form; type_id defaults to 4 (Helper) in the form. */
export const personFields = z.object({
  first_name: name,
  last_name: name,
  type_id: z.number({ error: 'required' }).int().min(1).max(6),
  email,
  gender,
  language: language.optional(),
  customization_id: customizationId,
});
export type PersonFields = z.input<typeof personFields>;

export const defaultPersonTypeId = 4;

export const updatePersonPayload = personFields.extend({ id: idField });

export const updateStatusPayload = z.object({
  id: idField,
  status: z.enum(['active', 'inactive'], { error: 'invalid' }),
});

export const resendActivationPayload = z.object({ email, language: language.optional(), customization_id: customizationId });

/** A row of the users list (`GET /persons/index`). */
export const personListItem = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  gender: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  type: z.string(),
  type_id: z.number(),
  status: z.enum(personStatuses),
  language: z.enum(['en', 'es']),
  planner_id: z.number().nullable(),
  /** Credit balance (planners). */
  credits: z.number(),
});
export type PersonListItem = z.infer<typeof personListItem>;

const statusAnswer = z.object({ status: z.enum(personStatuses) });

/** Part 1 §7's user calls. */
export const usersEndpoints = {
  updateLanguage: endpoint('PUT', '/persons/update_language', updateLanguagePayload, emptyAnswer),
  types: endpoint(
    'GET',
    '/persons/get_types',
    z.object({}),
    z.object({ types: z.array(z.object({ id: z.number(), type: z.enum(personTypeNames as [PersonType, ...PersonType[]]) })) }),
  ),
  list: endpoint('GET', '/persons/index', z.object({}), z.object({ persons: z.array(personListItem) })),
  create: endpoint('POST', '/persons/create', personFields, z.object({ id: z.number(), status: z.enum(personStatuses) })),
  /** `email_sent`: a pending user's new address got a new activation mail. */
  update: endpoint('PUT', '/persons/update', updatePersonPayload, statusAnswer.extend({ email_sent: z.boolean() })),
  updateStatus: endpoint('PUT', '/persons/update_status', updateStatusPayload, statusAnswer),
  resendActivation: endpoint('PUT', '/persons/resend_activation', resendActivationPayload, statusAnswer),
  destroy: endpoint('DELETE', '/persons/destroy', idQuery, emptyAnswer),
};
