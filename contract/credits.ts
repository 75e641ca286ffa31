import { z } from 'zod';

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
  person_id: z.number({ error: 'required' }).int().positive(),
  amount: z.number({ error: 'required' }).int({ error: 'numeric' }).min(1, { error: 'min' }).max(10_000, { error: 'max' }),
  cost: money,
});

export const creditsQuery = z.object({ person_id: z.coerce.number().int().positive().optional() });

export interface CreditPackage {
  id: number;
  quantity: number;
  price: number;
}

export interface CreditTransaction {
  id: number;
  type: 'deduction' | 'purchase';
  amount: number;
  cost: number;
  balance: number;
  /** yyyy-MM-dd */
  date: string;
  wedding_name: string | null;
}

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
