import { describe, expect, it } from 'vitest';
import { budgetEndpoints, expensesEndpoints, paymentsEndpoints, suppliersEndpoints } from '../../../contract/budget';
import type { Endpoint } from '../../../contract/endpoint';
import { budgetRowsOf, rows, useBudgetWorld } from './budget-world';

/**
 * Issue 26: bad input is a 422 naming the field and its rule, and changes nothing. Amounts
 * travel as decimal strings with at most two decimals; dates are real calendar days.
 */
const world = useBudgetWorld();

async function expectRefused(method: 'POST' | 'PUT' | 'GET' | 'DELETE', path: string, input: Record<string, unknown>, errors: Record<string, string[]>) {
  const before = await budgetRowsOf(world);
  const response = await world.call('owner', method, path, input);
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json()).toEqual({ error: { code: 'form_validation_error' }, validationErrors: errors });
  expect(await budgetRowsOf(world)).toEqual(before);
}

const expense = (fields: Record<string, unknown>) => ({ wedding_id: world.weddingA, name: 'Venue', ...fields });

describe('an amount', () => {
  const refused: Array<[string, unknown, string]> = [
    ['12,5.3 (two separators)', '12,5.3', 'numeric'],
    ['1,234.50 (the wire takes no thousands separator)', '1,234.50', 'numeric'],
    ['12,5 (the wire takes a dot)', '12,5', 'numeric'],
    ['-1', '-1', 'negative'],
    ['-0.50', '-0.50', 'negative'],
    ['1e400', '1e400', 'numeric'],
    ['1e3', '1e3', 'numeric'],
    ['Infinity', 'Infinity', 'numeric'],
    ['NaN', 'NaN', 'numeric'],
    ['0.001', '0.001', 'decimals'],
    ['10.999', '10.999', 'decimals'],
    ['1000000000 (over 999,999,999.99)', '1000000000', 'max'],
    ['99999999999999999999999', '99999999999999999999999', 'max'],
    [' 12 (spaces)', ' 12', 'numeric'],
    ['+12', '+12', 'numeric'],
    ['12.', '12.', 'numeric'],
    ['.5', '.5', 'numeric'],
    ['"" (blank: send null for to be decided)', '', 'numeric'],
    ['12.5 as a JSON number (a binary float)', 12.5, 'invalid'],
    ['true', true, 'invalid'],
  ];

  it.each(refused)('%s is refused on an expense', async (_name, amount, rule) => {
    await expectRefused('POST', '/expenses/create', expense({ amount }), { amount: [rule] });
    await expectRefused('PUT', '/expenses/update', { wedding_id: world.weddingA, id: await rows.expense(world, world.weddingA), amount }, { amount: [rule] });
  });

  it.each(refused)('%s is refused on a payment', async (_name, amount, rule) => {
    const payment = { wedding_id: world.weddingA, expense_id: await rows.expense(world, world.weddingA), name: 'Deposit', date: '2027-02-01', amount };
    await expectRefused('POST', '/payments/create', payment, { amount: [rule] });
  });

  it('of a payment is more than zero; an expense may cost nothing', async () => {
    const expenseId = await rows.expense(world, world.weddingA);
    for (const amount of ['0', '0.00', '000.0'])
      await expectRefused(
        'POST',
        '/payments/create',
        { wedding_id: world.weddingA, expense_id: expenseId, name: 'Nothing', date: '2027-02-01', amount },
        { amount: ['min'] },
      );
    const free = await world.call('owner', 'POST', '/expenses/create', expense({ amount: '0' }));
    expect(free.json().data.amount).toBe('0.00');
  });

  it('is kept exactly, answered with two decimals, at the edges of what is allowed', async () => {
    const cases: Array<[string, string]> = [
      ['999999999.99', '999999999.99'],
      ['0.01', '0.01'],
      ['0.1', '0.10'],
      ['007', '7.00'],
      ['1234.5', '1234.50'],
    ];
    for (const [sent, stored] of cases) {
      const created = await world.call('owner', 'POST', '/expenses/create', expense({ amount: sent }));
      expect(created.json().data.amount, sent).toBe(stored);
    }
  });

  it('is required on a payment; null on an expense is to be decided', async () => {
    const expenseId = await rows.expense(world, world.weddingA);
    await expectRefused(
      'POST',
      '/payments/create',
      { wedding_id: world.weddingA, expense_id: expenseId, name: 'Deposit', date: '2027-02-01' },
      { amount: ['required'] },
    );
    await expectRefused(
      'POST',
      '/payments/create',
      { wedding_id: world.weddingA, expense_id: expenseId, name: 'Deposit', date: '2027-02-01', amount: null },
      { amount: ['invalid'] },
    );
    const tbd = await world.call('owner', 'POST', '/expenses/create', expense({ amount: null }));
    expect(tbd.json().data.amount).toBeNull();
  });
});

describe('a payment', () => {
  const payment = async (fields: Record<string, unknown>) => ({
    wedding_id: world.weddingA,
    expense_id: await rows.expense(world, world.weddingA),
    name: 'Deposit',
    date: '2027-02-01',
    amount: '100',
    ...fields,
  });

  it.each([
    ['2026-02-30', 'date'],
    ['2027-02-29', 'date'],
    ['2026-13-01', 'date'],
    ['01/02/2027', 'date'],
    ['2027-2-1', 'date'],
  ])('refuses the date %s', async (date, rule) => {
    await expectRefused('POST', '/payments/create', await payment({ date }), { date: [rule] });
    const scheduled = await rows.payment(world, world.weddingA, await rows.expense(world, world.weddingA), { paid: false });
    await expectRefused('PUT', '/payments/pay', { wedding_id: world.weddingA, id: scheduled, date }, { date: [rule] });
  });

  it('accepts a leap day and defaults to cash, made', async () => {
    const created = await world.call('owner', 'POST', '/payments/create', await payment({ date: '2028-02-29' }));
    expect(created.json().data).toMatchObject({ date: '2028-02-29', payment_method: 'cash', paid: true, amount: '100.00' });
  });

  it('refuses a method that is not one of the four, a blank name and a name over 200', async () => {
    await expectRefused('POST', '/payments/create', await payment({ payment_method: 'bitcoin' }), { payment_method: ['invalid'] });
    await expectRefused('POST', '/payments/create', await payment({ payment_method: 'Cash' }), { payment_method: ['invalid'] });
    await expectRefused('POST', '/payments/create', await payment({ name: '   ' }), { name: ['required'] });
    await expectRefused('POST', '/payments/create', await payment({ name: 'x'.repeat(201) }), { name: ['maxLength'] });
    await expectRefused('POST', '/payments/create', await payment({ paid: 'no' }), { paid: ['invalid'] });
    await expectRefused('POST', '/payments/create', await payment({ date: '' }), { date: ['required', 'date'] });
  });
});

describe('an expense and a supplier', () => {
  it('need a name; a change needs some field', async () => {
    await expectRefused('POST', '/expenses/create', expense({ name: ' ' }), { name: ['required'] });
    await expectRefused('POST', '/expenses/create', expense({ name: 'x'.repeat(151) }), { name: ['maxLength'] });
    await expectRefused('POST', '/suppliers/create', { wedding_id: world.weddingA, name: '' }, { name: ['required'] });
    await expectRefused(
      'PUT',
      '/expenses/update',
      { wedding_id: world.weddingA, id: await rows.expense(world, world.weddingA), name: null },
      { name: ['required'] },
    );
    await expectRefused('PUT', '/expenses/update', { wedding_id: world.weddingA, id: await rows.expense(world, world.weddingA) }, { _: ['required'] });
    await expectRefused('PUT', '/suppliers/update', { wedding_id: world.weddingA, id: await rows.supplier(world, world.weddingA) }, { _: ['required'] });
  });

  it('refuses supplier details over their lengths', async () => {
    const over = { phone: 21, bank: 101, bank_account: 35, clabe: 19 };
    for (const [field, length] of Object.entries(over))
      await expectRefused('POST', '/suppliers/create', { wedding_id: world.weddingA, name: 'Luz', [field]: '1'.repeat(length) }, { [field]: ['maxLength'] });
    await expectRefused('POST', '/expenses/create', expense({ notes: 'n'.repeat(2001) }), { notes: ['maxLength'] });
  });

  it('stores blank supplier details and notes as null, and trims the rest', async () => {
    const created = await world.call('owner', 'POST', '/suppliers/create', {
      wedding_id: world.weddingA,
      name: '  Florería Luz ',
      phone: '   ',
      bank: '',
      bank_account: null,
      clabe: ' 012345678901234567 ',
    });
    expect(created.json().data).toMatchObject({ name: 'Florería Luz', phone: null, bank: null, bank_account: null, clabe: '012345678901234567' });
    const updated = await world.call('owner', 'PUT', '/suppliers/update', { wedding_id: world.weddingA, id: created.json().data.id, clabe: '  ' });
    expect(updated.json().data.clabe).toBeNull();
    const withNotes = await world.call('owner', 'POST', '/expenses/create', expense({ notes: '  ' }));
    expect(withNotes.json().data.notes).toBeNull();
  });
});

describe('every budget call', () => {
  const endpoints: Endpoint[] = [expensesEndpoints, paymentsEndpoints, suppliersEndpoints, budgetEndpoints].flatMap((group) => Object.values(group));

  it.each(endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s refuses a NUL in any field and ids of 2^31',
    async (_name, endpoint) => {
      const fields = Object.keys(
        (endpoint.input as unknown as { shape?: object }).shape ?? (endpoint.input as unknown as { def: { in: { shape: object } } }).def.in.shape,
      );
      for (const field of fields) {
        const response = await world.call('owner', endpoint.method, endpoint.path, { wedding_id: world.weddingA, [field]: 'a\u0000b' });
        expect(response.statusCode, `${field}: ${response.body}`).toBe(422);
      }
      for (const field of fields.filter((name) => name === 'id' || name.endsWith('_id'))) {
        const response = await world.call('owner', endpoint.method, endpoint.path, { wedding_id: world.weddingA, [field]: 2_147_483_648 });
        expect(response.json().validationErrors?.[field], `${field}: ${response.body}`).toEqual(['max']);
      }
    },
  );

  it('GET /budget/export refuses them too', async () => {
    const exported = (query: Record<string, unknown>) => world.call('owner', 'GET', '/budget/export', query);
    expect((await exported({ wedding_id: world.weddingA, language: 'e\u0000s' })).json().validationErrors).toEqual({ language: ['invalid'] });
    expect((await exported({ wedding_id: 2_147_483_648 })).json().validationErrors).toEqual({ wedding_id: ['max'] });
    expect((await exported({ wedding_id: world.weddingA, language: 'fr' })).json().validationErrors).toEqual({ language: ['invalid'] });
  });
});
