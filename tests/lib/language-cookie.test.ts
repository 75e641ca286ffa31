// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readLanguageCookie, writeLanguageCookie } from '../../src/lib/language-cookie';

/** The SPA's first script picks the language from the cookie (src/app/bootstrap.ts). */
describe('the language cookie read at start', () => {
  afterEach(() => {
    Reflect.deleteProperty(document, 'cookie');
    document.head.innerHTML = '';
    document.cookie = 'lang=; max-age=0; path=/';
  });

  it('is the value the server wrote into the page, without asking the browser for its cookies', () => {
    writeLanguageCookie('en');
    document.head.innerHTML = '<meta name="language-cookie" content="es">';
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => {
        throw new Error('the cookies were read');
      },
    });
    expect(readLanguageCookie()).toBe('es');
    // The server saw no language cookie (or not a language): none, whatever the browser holds.
    document.head.innerHTML = '<meta name="language-cookie" content="">';
    expect(readLanguageCookie()).toBeNull();
  });

  it('is the one written since, once the language has changed on the page', () => {
    document.head.innerHTML = '<meta name="language-cookie" content="es">';
    writeLanguageCookie('en');
    expect(readLanguageCookie()).toBe('en');
  });

  it("is the browser's cookie where the page did not come from the server", () => {
    expect(readLanguageCookie()).toBeNull();
    writeLanguageCookie('es');
    expect(readLanguageCookie()).toBe('es');
  });
});
