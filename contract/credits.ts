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
