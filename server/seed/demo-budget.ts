import type { PaymentMethod } from '../../contract/budget';
import type { Database } from '../db/client';
import { createExpense } from '../modules/budget/expenses';
import { createPayment } from '../modules/budget/payments';
import { createSupplier, type SupplierFields } from '../modules/budget/suppliers';

const suppliers = {
  venue: { name: 'Hacienda Los Arcos', phone: '+52 55 5123 4567', bank: 'BBVA', bank_account: '0123456789', clabe: '012180001234567891' },
  catering: { name: 'Sabores de México Catering', phone: '+52 55 5234 5678', bank: 'Santander', bank_account: '6543210987', clabe: '014180065432109876' },
  flowers: { name: 'Florería Jacaranda', phone: '+52 55 5345 6789', bank: null, bank_account: null, clabe: null },
  photos: { name: 'Luz y Sombra Fotografía', phone: '+52 55 5456 7890', bank: 'Banorte', bank_account: null, clabe: '072180001122334455' },
  music: { name: 'Mariachi Real de Jalisco', phone: '+52 33 3567 8901', bank: null, bank_account: null, clabe: null },
  cake: { name: 'Pastelería La Espiga', phone: '+52 55 5678 9012', bank: null, bank_account: null, clabe: null },
} satisfies Record<string, SupplierFields>;

/** A payment `days` from the seeding day: made when in the past, scheduled when ahead or marked `overdue`. */
type DemoPayment = [days: number, amount: string, method: PaymentMethod, overdue?: 'overdue'];

const expenses: Array<{ name: string; amount: string | null; supplier?: keyof typeof suppliers; notes?: string; payments: DemoPayment[] }> = [
  {
    name: 'Venue',
    amount: '185000.00',
    supplier: 'venue',
    notes: 'Garden ceremony, hall for 150',
    payments: [
      [-120, '55500.00', 'transfer'],
      [4, '64750.00', 'transfer'],
      [75, '64750.00', 'transfer'],
    ],
  },
  {
    name: 'Catering',
    amount: '142500.00',
    supplier: 'catering',
    notes: '150 guests at 950 each',
    payments: [
      [-90, '42750.00', 'transfer'],
      [-3, '50000.00', 'transfer', 'overdue'],
    ],
  },
  { name: 'Flowers', amount: '38400.00', supplier: 'flowers', payments: [[-60, '19200.00', 'transfer']] },
  {
    name: 'Photography',
    amount: '45000.00',
    supplier: 'photos',
    payments: [
      [-100, '22500.00', 'credit card'],
      [45, '22500.00', 'credit card'],
    ],
  },
  { name: 'Mariachi', amount: '18000.00', supplier: 'music', payments: [[-30, '18000.00', 'cash']] },
  { name: 'Wedding cake', amount: '9850.50', supplier: 'cake', payments: [[-20, '4925.25', 'cash']] },
  { name: 'Invitations', amount: '6240.00', payments: [[-150, '6240.00', 'credit card']] },
  { name: 'Wedding dress', amount: null, notes: 'Second fitting in March: price to be confirmed', payments: [] },
  { name: 'Rings', amount: '32000.00', payments: [] },
];

const dayFrom = (today: Date, days: number) => new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The demo wedding's budget: six suppliers with their details, nine expenses (one still to be
 * decided, one without payments), the deposits made and the instalments ahead, one of them
 * overdue and one due this week, dated from the day the demo is seeded so the budget always
 * looks like a wedding in the middle of its planning.
 */
export async function seedDemoBudget(db: Database, weddingId: number, today = new Date()): Promise<void> {
  const supplierIds = new Map<string, number>();
  for (const [key, fields] of Object.entries(suppliers)) supplierIds.set(key, (await createSupplier(db, weddingId, fields)).id);
  for (const expense of expenses) {
    const { id } = await createExpense(db, weddingId, {
      name: expense.name,
      amount: expense.amount,
      supplier_id: expense.supplier ? supplierIds.get(expense.supplier)! : null,
      notes: expense.notes ?? null,
    });
    for (const [index, [days, amount, method, overdue]] of expense.payments.entries()) {
      await createPayment(db, weddingId, {
        expense_id: id,
        name: `${expense.name} [${index + 1}]`,
        date: dayFrom(today, days),
        amount,
        payment_method: method,
        paid: days < 0 && !overdue,
      });
    }
  }
}
