import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Role and name queries ask `getComputedStyle` whether each element (and its ancestors, and
 * every node of an accessible name) is hidden: in jsdom that was about half the time of the
 * rendered walks. Two savings that change no answer the tests read:
 *
 * - jsdom matches every element against its whole user-agent style sheet (110 rules, most of
 *   them margins, fonts and bidi). The testing libraries read `display` and `visibility` (and
 *   `opacity`, which the sheet never sets), so only the rules setting those two are kept.
 * - A computed style is worked out again on every call, colours included. It is kept until the
 *   document changes: a MutationObserver's records are taken synchronously at each call (and
 *   those delivered to it at a microtask drop the cache too), so a change made a moment before
 *   is never answered from the cache (jsdom's own style cache is dropped on the same changes).
 */
export function speedUpComputedStyles(window: Window & typeof globalThis): void {
  keepOnlyVisibilityRules();
  const computed = window.getComputedStyle.bind(window);
  let cache = new WeakMap<Element, CSSStyleDeclaration>();
  // Records not yet taken are delivered to the callback at the next microtask: either way, the cache goes.
  const changes = new window.MutationObserver(() => (cache = new WeakMap()));
  changes.observe(window.document, { subtree: true, childList: true, attributes: true, characterData: true });
  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    if (pseudoElement) return computed(element, pseudoElement);
    if (changes.takeRecords().length > 0) cache = new WeakMap();
    let style = cache.get(element);
    if (!style) cache.set(element, (style = computed(element)));
    return style;
  };
}

/** jsdom parses its user-agent sheet once, at the first computed style: only the rules that hide or show are kept. */
function keepOnlyVisibilityRules() {
  const jsdomEntry = createRequire(import.meta.url).resolve('jsdom');
  const cssom = createRequire(jsdomEntry)('@acemir/cssom') as { parse: CssParse & { keepsOnlyVisibility?: true } };
  // One worker runs many test files: the parser is wrapped once.
  if (cssom.parse.keepsOnlyVisibility) return;
  const userAgentSheet = readFileSync(join(dirname(jsdomEntry), 'jsdom/browser/default-stylesheet.css'), 'utf-8');
  const parse = cssom.parse;
  cssom.parse = Object.assign(
    (text: string, ...rest: unknown[]) => {
      const sheet = parse(text, ...rest);
      if (text !== userAgentSheet) return sheet;
      for (let index = sheet.cssRules.length - 1; index >= 0; index--) {
        const { style } = sheet.cssRules[index] as CSSStyleRule;
        if (!style || (style.getPropertyValue('display') === '' && style.getPropertyValue('visibility') === '')) sheet.deleteRule(index);
      }
      return sheet;
    },
    { keepsOnlyVisibility: true as const },
  );
}

type CssParse = (text: string, ...rest: unknown[]) => CSSStyleSheet;
