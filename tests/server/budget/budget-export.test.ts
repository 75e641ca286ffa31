import { beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import readXlsxFile from 'read-excel-file/node';
import { rows, useBudgetWorld } from './budget-world';

/**
 * Issue 26: budget.xlsx holds the expenses, payments and suppliers in the caller's language,
 * amounts and totals as numbers, and text that looks like a formula as text.
 */
const world = useBudgetWorld();
const formulaLooking = ['=HYPERLINK("http://evil.example","click")', '+52 55 1234 5678', '-Descuento', '@proveedor'];

beforeAll(async () => {
  const w = world.weddingA;
  const luz = await rows.supplier(world, w, 'Florería Luz');
  const venue = await rows.expense(world, w, { name: 'Venue', amount: '25000.00', supplier_id: luz, notes: 'Garden' });
  await rows.expense(world, w, { name: 'Band', amount: null });
  const cake = await rows.expense(world, w, { name: formulaLooking[0], amount: '0.30', notes: formulaLooking[2] });
  await rows.payment(world, w, venue, { name: 'Venue [1]', date: '2027-01-15', amount: '5000.10', payment_method: 'transfer' });
  await rows.payment(world, w, venue, { name: 'Venue [2]', date: '2027-04-01', amount: '7000.00', payment_method: 'credit card', paid: false });
  await rows.payment(world, w, cake, { name: formulaLooking[3], date: '2026-12-24', amount: '0.10' });
  await rows.payment(world, w, cake, { name: 'Cake [2]', date: '2026-12-25', amount: '0.20', payment_method: 'check' });
  await world.call('owner', 'POST', '/suppliers/create', { wedding_id: w, name: formulaLooking[1], phone: formulaLooking[1] });
});

const download = (query: string) => world.call('owner', 'GET', `/budget/export?wedding_id=${world.weddingA}${query}`);
const sheetsOf = async (content: Buffer) => Object.fromEntries((await readXlsxFile(content, { trim: false })).map(({ sheet, data }) => [sheet, data]));
const utc = (day: string) => new Date(`${day}T00:00:00Z`);

describe('the budget export', () => {
  it('writes the three sheets in English, amounts and totals as numbers', async () => {
    const response = await download('&language=en');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toContain('filename="budget.xlsx"');
    const sheets = await sheetsOf(response.rawPayload);
    expect(Object.keys(sheets)).toEqual(['Expenses', 'Payments', 'Suppliers']);
    expect(sheets.Expenses).toEqual([
      ['Expense', 'Supplier', 'Total', 'Paid', 'Remaining', 'Notes'],
      [formulaLooking[0], null, 0.3, 0.3, 0, formulaLooking[2]],
      ['Band', null, 'TBD', 0, null, null],
      ['Venue', 'Florería Luz', 25000, 5000.1, 19999.9, 'Garden'],
      ['Total', null, 25000.3, 5000.4, 19999.9, null],
    ]);
    expect(sheets.Payments).toEqual([
      ['Date', 'Expense', 'Payment', 'Amount', 'Method', 'Status'],
      [utc('2026-12-24'), formulaLooking[0], formulaLooking[3], 0.1, 'Cash', 'Paid'],
      [utc('2026-12-25'), formulaLooking[0], 'Cake [2]', 0.2, 'Check', 'Paid'],
      [utc('2027-01-15'), 'Venue', 'Venue [1]', 5000.1, 'Transfer', 'Paid'],
      [utc('2027-04-01'), 'Venue', 'Venue [2]', 7000, 'Credit card', 'Due'],
      ['Total paid', null, null, 5000.4, null, null],
      ['Total due', null, null, 7000, null, null],
    ]);
    expect(sheets.Suppliers).toEqual([
      ['Supplier', 'Phone', 'Bank', 'Account number', 'CLABE', 'Expenses'],
      [formulaLooking[1], formulaLooking[1], null, null, null, null],
      ['Florería Luz', null, null, null, null, 'Venue'],
    ]);
  });

  it('writes Spanish for a Spanish reader, and the caller’s own language when none is asked for', async () => {
    const spanish = await sheetsOf((await download('&language=es')).rawPayload);
    expect(Object.keys(spanish)).toEqual(['Gastos', 'Pagos', 'Proveedores']);
    expect(spanish.Gastos![2]).toEqual(['Band', null, 'Por definir', 0, null, null]);
    expect(spanish.Pagos![4]!.slice(4)).toEqual(['Tarjeta de crédito', 'Pendiente']);
    const response = await download('');
    expect(response.headers['content-disposition']).toContain('filename="budget.xlsx"');
  });

  it('keeps text that looks like a formula as text: the sheets hold no formula', async () => {
    const files = unzipSync(new Uint8Array((await download('')).rawPayload));
    const sheetXml = Object.entries(files)
      .filter(([name]) => name.startsWith('xl/worksheets/'))
      .map(([, content]) => strFromU8(content))
      .join('');
    expect(sheetXml).toContain('<c');
    expect(sheetXml).not.toMatch(/<f[\s>]/);
  });
});
