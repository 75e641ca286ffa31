import { z } from 'zod';
import { endpoint, idField } from './endpoint';

/** Cost typed by an administrator: "12,500.50" is 12500.5; commas are thousands separators. */
export const money = z
  .preprocess(
    (value) => (typeof value === 'string' ? value.replace(/,/g, '').trim() : value),
    z.union(
      [
        z.number(),
        z
          .string()
          .regex(/^\d+(\.\d{1,2})?$/, { error: 'numeric' })
          .transform(Number),
      ],
      { error: 'numeric' },
    ),
  )
  .pipe(z.number({ error: 'numeric' }).min(0, { error: 'min' }).max(1e9, { error: 'max' }));

export const addCreditsPayload = z.object({
  person_id: idField,
  amount: z.number({ error: 'required' }).int({ error: 'numeric' }).min(1, { error: 'min' }).max(10_000, { error: 'max' }),
  cost: money,
});

export const creditsQuery = z.object({ person_id: idField.optional() });

export const creditPackage = z.object({ id: z.number(), quantity: z.number(), price: z.number() });
export type CreditPackage = z.infer<typeof creditPackage>;

export const creditTransaction = z.object({
  id: z.number(),
  type: z.enum(['deduction', 'purchase']),
  amount: z.number(),
  cost: z.number(),
  balance: z.number(),
  /** yyyy-MM-dd */
  date: z.string(),
  wedding_name: z.string().nullable(),
});
export type CreditTransaction = z.infer<typeof creditTransaction>;

/** Part 1 §7's credit calls. */
export const creditsEndpoints = {
  packages: endpoint('GET', '/credits/get_packages', z.object({}), z.object({ packages: z.array(creditPackage) })),
  /**
   * A planner's ledger (their own, or any planner's for an Administrator). A ledger that does not
   * add up to the balance carries `error_code: 'balance_mismatch'` and what it adds up to.
   */
  history: endpoint(
    'GET',
    '/credits/index',
    creditsQuery,
    z.object({
      transactions: z.array(creditTransaction),
      balance: z.number(),
      error_code: z.literal('balance_mismatch').optional(),
      ledger_balance: z.number().optional(),
    }),
  ),
  /** Answers the planner's new balance. */
  addCredits: endpoint('POST', '/credits/add_credits', addCreditsPayload, z.object({ credits: z.number() })),
};

/** The discount of a package against buying the same credits one at a time, in whole percent. */
export function packageDiscount(pack: CreditPackage, packages: CreditPackage[]): number {
  const single = packages.find((candidate) => candidate.quantity === 1);
  if (!single || pack.quantity <= 1) return 0;
  const full = single.price * pack.quantity;
  return Math.max(0, Math.round(((full - pack.price) / full) * 100));
}

/** The administrator's credits screen: planners with their balance. */
export interface PlannerBalance {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  credits: number;
}

/** A planner's note to the Administrators with a credit request. */
export const creditRequestLimits = { noteMax: 500 } as const;

export const creditRequestPayload = z.object({
  package_id: idField,
  note: z.string().trim().max(creditRequestLimits.noteMax, { error: 'maxLength' }).default(''),
});
export type CreditRequestPayload = z.input<typeof creditRequestPayload>;

/** An open request for a package: the credits and the price as they were when it was made. */
export const creditRequest = z.object({
  id: z.number(),
  planner_id: z.number(),
  planner_name: z.string(),
  planner_email: z.string(),
  package_id: z.number(),
  credits: z.number(),
  price: z.number(),
  note: z.string(),
  /** yyyy-MM-dd */
  created_at: z.string(),
});
export type CreditRequest = z.infer<typeof creditRequest>;

export const creditRequestActions = ['add', 'dismiss'] as const;
export type CreditRequestAction = (typeof creditRequestActions)[number];

export const handleCreditRequestPayload = z.object({ id: idField, action: z.enum(creditRequestActions, { error: 'invalid' }) });

/** Credit requests (issue 8, item 14): a Planner asks for a package, an Administrator adds it or dismisses it. */
export const creditRequestEndpoints = {
  /** A Planner asks for a package; the Administrators hear of it by mail. One open request per package. */
  request: endpoint('POST', '/credits/request', creditRequestPayload, z.object({ request: creditRequest })),
  /** Open requests: every planner's for an Administrator, their own for a Planner. */
  list: endpoint('GET', '/credits/requests', z.object({}), z.object({ requests: z.array(creditRequest) })),
  /** An Administrator adds the request's credits (at its price) or dismisses it; either closes it, once. */
  handle: endpoint('POST', '/credits/requests/handle', handleCreditRequestPayload, z.object({ planner_id: z.number(), credits: z.number() })),
};

/**
 * Prices in USD number format without decimals (part 1 §9): "$12,000". The texts label them
 * MXN, as the product always has. The SPA and the Administrators' mails show them alike.
 */
let priceFormat: Intl.NumberFormat | null = null;

/** The format is made on first use: every page's code holds this file, and a browser's first number format costs tens of milliseconds (i18n/count-format.ts). */
export const formatPrice = (value: number) =>
  (priceFormat ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 })).format(value);
