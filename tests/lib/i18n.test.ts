import { describe, expect, it } from 'vitest';
import { errorCodes } from '../../contract/errors';
import en from '../../i18n/en';
import es from '../../i18n/es';
import { i18nObject } from '../../i18n/i18n-util';
import { loadAllLocales, loadFormatters } from '../../i18n/i18n-util.sync';
import type { MessageKey } from '../../machines/shared/messages';
import { translateMessage } from '../../src/lib/i18n';
import { plainTranslations } from '../../src/lib/i18n-provider';

type Tree = { [key: string]: string | Tree };

/** `{ 'auth.login.title': ['…'] }`: every leaf with the parameter names it uses, each once (a Spanish plural names its count twice). */
function leaves(tree: Tree, prefix = ''): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, [...new Set([...value.matchAll(/\{(\w+)/g)].map((match) => match[1]))].sort()]]
        : Object.entries(leaves(value, `${prefix}${key}.`)),
    ),
  );
}

describe('translations', () => {
  loadAllLocales();
  loadFormatters('en');
  loadFormatters('es');

  it('have the same keys and parameters in English and Spanish', () => {
    expect(leaves(es as Tree)).toEqual(leaves(en as Tree));
  });

  it('have a message for every API error code, in both languages', () => {
    for (const code of errorCodes) {
      expect((en.errors as Record<string, string>)[code], code).toBeTruthy();
      expect((es.errors as Record<string, string>)[code], code).toBeTruthy();
    }
  });

  it('give the server the e-mail texts it needs', () => {
    const L = i18nObject('es');
    expect(L.mail.greeting({ name: 'Ana' })).toBe('Hola Ana,');
    expect(i18nObject('en').mail.resetSubject({ brand: 'Lumière' })).toBe('Reset your Lumière password');
    expect(Object.keys(en.mail).sort()).toEqual(
      [
        'activationBody',
        'activationSubject',
        'creditRequestAction',
        'creditRequestBody',
        'creditRequestNote',
        'creditRequestSubject',
        'greeting',
        'ignore',
        'resetBody',
        'resetSubject',
        'signature',
      ].sort(),
    );
  });

  it('says the maximum length with its own number', () => {
    expect(i18nObject('en').validation.maxLength({ max: 128 })).toBe('Must be at most 128 characters.');
    expect(i18nObject('en').validation.minLength({ min: 8 })).toBe('Must be at least 8 characters.');
  });

  it("resolve machines' messages, falling back to the generic error for unknown keys", () => {
    const LL = i18nObject('en');
    expect(translateMessage(LL, { key: 'notifications.emailWithInstructions', params: { email: 'ana@example.com' } })).toBe(
      'We sent the instructions to reset your password to ana@example.com.',
    );
    // Keys are compiler-checked, but a message built from outside (a stale bundle) can still miss.
    expect(translateMessage(LL, { key: 'errors.no_such_code' as MessageKey })).toBe(en.errors.generic_error);
    expect(translateMessage(LL, { key: 'errors' as MessageKey })).toBe(en.errors.generic_error);
    // The screens' translations are plain objects, where a missing key is missing.
    expect(translateMessage(plainTranslations('en'), { key: 'errors.no_such_code' as MessageKey })).toBe(en.errors.generic_error);
    expect(translateMessage(plainTranslations('en'), { key: 'guests.no_such.code' as MessageKey })).toBe(en.errors.generic_error);
    // A refusal's reason is the next sentence.
    expect(translateMessage(i18nObject('es'), { key: 'budget.messages.unexpectedAddingPayment', reason: { key: 'budget.messages.gone.expense' } })).toBe(
      'Ocurrió un error inesperado al agregar el pago. El gasto ya no existe.',
    );
  });

  it("read on screens (plain objects built once per language) say exactly what typesafe-i18n's own object says", () => {
    for (const locale of ['en', 'es'] as const) {
      const plain = plainTranslations(locale);
      expect(plainTranslations(locale)).toBe(plain);
      const proxied = i18nObject(locale);
      for (const [path, parameters] of Object.entries(leaves((locale === 'en' ? en : es) as Tree))) {
        // Each parameter a number: plurals choose their form, and numbers and dates go through the formatters.
        const args = Object.fromEntries(parameters.map((name, index) => [name, index + 2]));
        const at = (tree: unknown) => path.split('.').reduce((node, key) => (node as Record<string, unknown>)[key], tree) as (a: object) => string;
        expect(at(plain)(args), `${locale} ${path}`).toBe(at(proxied)(args));
      }
    }
  });
});
