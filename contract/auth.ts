import { z } from 'zod';
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
  customization_id: z.number().int().positive().nullable().optional(),
});
export type ForgotPayload = z.input<typeof forgotPayload>;

const token = z.string({ error: 'required' }).min(1, { error: 'required' }).max(limits.tokenMax, { error: 'maxLength' });

export const verifyTokenQuery = z.object({ token });

export const changePasswordPayload = z
  .object({
    token,
    password,
    password_confirmation: z.string({ error: 'required' }).min(1, { error: 'required' }).max(limits.passwordMax, { error: 'maxLength' }),
  })
  .refine((value) => value.password === value.password_confirmation, {
    error: 'mismatch',
    path: ['password_confirmation'],
  });
export type ChangePasswordPayload = z.input<typeof changePasswordPayload>;

export const updateLanguagePayload = z.object({
  id: z.number({ error: 'required' }).int().positive(),
  language: locale,
});

export const customizationQuery = z.object({ host: z.string().max(253).optional().default('') });

export interface Customization {
  id: number;
  code: string;
  title: string;
}

/** `GET /verify_token` answer: pending tokens activate an account, others change a password. */
export interface VerifiedToken {
  status: 'pending' | 'active';
  type: string;
}
