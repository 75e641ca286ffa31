import { describe, expect, it } from 'vitest';
import { expenseFieldsOf, expenseFormErrors, expenseFormOf, newExpenseForm, type ExpenseForm } from '../../../machines/budget/expense-form';
import { flowers } from './budget-world';

const typed = (amount: string, locale: 'en' | 'es', name = 'Cake'): ExpenseForm => {
  const form = newExpenseForm(-1, locale);
  return { ...form, values: { ...form.values, name, amount } };
};

describe('expense form: amounts in the person’s own notation, exact to the cent', () => {
  it.each([
    ['1,234.50', 'en', '1234.50'],
    ['1234.5', 'en', '1234.50'],
    ['1.234,50', 'es', '1234.50'],
    ['12,5', 'es', '12.50'],
    ['0.29', 'en', '0.29'],
    ['19,99', 'es', '19.99'],
    ['1.15', 'en', '1.15'],
    ['', 'en', null],
  ] as const)('%s in %s is %s', (amount, locale, wire) => {
    const form = typed(amount, locale);
    expect(expenseFormErrors(form)).toEqual({});
    expect(expenseFieldsOf(form).amount).toBe(wire);
  });

  it.each([
    ['12,5', 'en', 'numeric'],
    ['12,5.3', 'es', 'numeric'],
    ['-1', 'en', 'negative'],
    ['0.001', 'en', 'decimals'],
    ['1e400', 'en', 'numeric'],
    ['1000000000', 'en', 'max'],
  ] as const)('%s in %s is refused: %s', (amount, locale, rule) => {
    expect(expenseFormErrors(typed(amount, locale))).toEqual({ amount: [rule] });
  });

  it('needs a name, and opens an expense with its amount as the person writes it', () => {
    expect(expenseFormErrors(typed('', 'en', '  '))).toEqual({ name: ['required'] });
    expect(expenseFormOf(flowers, 'es').values.amount).toBe('1234,50');
    expect(expenseFormOf(flowers, 'en').values.amount).toBe('1234.50');
  });
});
