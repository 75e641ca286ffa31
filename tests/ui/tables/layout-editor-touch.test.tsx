import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nObject } from '../../../i18n/i18n-util';
import { touchOnlyQuery } from '../../../src/lib/use-media-query';
import { openLayoutEditor } from './layout-editor-screen';

/** A tablet: only the touch query matches (jsdom has no `matchMedia` of its own). */
function onATablet() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === touchOnlyQuery,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

describe('the layout editor on a touch screen', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  // Issue 23 item 19: the keyboard-shortcut hint showed on tablets, where there is no keyboard.
  it('says what a finger does instead of naming keyboard shortcuts, in Spanish', async () => {
    onATablet();
    await openLayoutEditor({ locale: 'es' });
    const texts = i18nObject('es').tables.editor;
    expect(screen.getAllByText(texts.touchHelp())[0]).toBeVisible();
    expect(screen.queryAllByText(texts.keyboardHelp())).toEqual([]);
  });
});
