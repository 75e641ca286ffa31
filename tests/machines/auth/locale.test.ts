import { describe, expect, it } from 'vitest';
import { chooseLocale, languageCookie } from '../../../contract/locale';

describe('chooseLocale', () => {
  it("prefers the signed-in user's language", () => {
    expect(chooseLocale({ userLanguage: 'es', cookieLanguage: 'en', browserLanguages: ['en-US'] })).toBe('es');
  });

  it('then the language cookie', () => {
    expect(chooseLocale({ userLanguage: null, cookieLanguage: 'es', browserLanguages: ['en-US'] })).toBe('es');
  });

  it('then the first Spanish or English browser language', () => {
    expect(chooseLocale({ browserLanguages: ['fr-FR', 'es-MX', 'en'] })).toBe('es');
    expect(chooseLocale({ browserLanguages: ['EN-gb'] })).toBe('en');
  });

  it('falls back to English', () => {
    expect(chooseLocale({ browserLanguages: ['fr-FR', 'de'] })).toBe('en');
    expect(chooseLocale({})).toBe('en');
  });

  it('skips values that are not supported languages', () => {
    expect(chooseLocale({ userLanguage: 'pt', cookieLanguage: 'xx', browserLanguages: ['es'] })).toBe('es');
  });

  it('keeps the cookie 5 days', () => {
    expect(languageCookie).toEqual({ name: 'lang', maxAgeDays: 5 });
  });
});
