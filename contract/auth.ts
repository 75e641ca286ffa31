import { z } from 'zod';
import { emptyAnswer, endpoint, idField } from './endpoint';
import { locales, personTypeNames, sessionUser, type PersonType } from './person';
import { email, limits, password } from './validation';

/** Payloads of part 1 §7's account calls; the server validates with these, the SPA reuses them. */
export const loginPayload = z.object({
  email,
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(limits.passwordMax, { error: 'maxLength' }),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginPayload = z.input<typeof loginPayload>;

/** The sign-in form is stricter than the server: it also asks for the 8-character minimum. */
export const loginForm = loginPayload.extend({ password });

const locale = z.enum(['en', 'es'], { error: 'invalid' });

export const forgotPayload = z.object({
  email,
  language: locale.optional(),
  customization_id: idField.nullable().optional(),
});
export type ForgotPayload = z.input<typeof forgotPayload>;

const token = z.string({ error: 'required' }).min(1, { error: 'required' }).max(limits.tokenMax, { error: 'maxLength' });

export const verifyTokenQuery = z.object({ token });

export const changePasswordPayload = z
  .object({
    token,
    password,
    password_confirmation: z.string({ error: 'required' }).min(1, { error: 'required' }).max(limits.passwordMax, { error: 'maxLength' }),
    /** The language of the page: an account being activated keeps it for its mails and its app. */
    language: z.enum(locales, { error: 'invalid' }).optional(),
  })
  .refine((value) => value.password === value.password_confirmation, {
    error: 'mismatch',
    path: ['password_confirmation'],
  });
export type ChangePasswordPayload = z.input<typeof changePasswordPayload>;

export const updateLanguagePayload = z.object({
  id: idField,
  language: locale,
});

export const customizationQuery = z.object({ host: z.string().max(253).optional().default('') });

export const customization = z.object({ id: z.number(), code: z.string(), title: z.string() });
export type Customization = z.infer<typeof customization>;

/** `GET /verify_token` answer: pending tokens activate an account, others change a password. */
export const verifiedToken = z.object({ status: z.enum(['pending', 'active']), type: z.enum(personTypeNames as [PersonType, ...PersonType[]]) });
export type VerifiedToken = z.infer<typeof verifiedToken>;

const noInput = z.object({});

/** Part 1 §7's account calls. */
export const authEndpoints = {
  login: endpoint('POST', '/login', loginPayload, z.object({ user: sessionUser })),
  logout: endpoint('POST', '/logout', noInput, emptyAnswer),
  /** The session check: `user` is null for a caller without a valid session (not a 401, so a signed-out page logs no error). */
  me: endpoint('GET', '/me', noInput, z.object({ user: sessionUser.nullable() })),
  forgot: endpoint('POST', '/forgot', forgotPayload, emptyAnswer),
  verifyToken: endpoint('GET', '/verify_token', verifyTokenQuery, verifiedToken),
  changePassword: endpoint('POST', '/change_password', changePasswordPayload, emptyAnswer),
  customization: endpoint('GET', '/get_customization', customizationQuery, z.object({ customization: customization.nullable() })),
};
