import { useEffect, useId } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import { useCustomization } from './customization';

/** The part of the title every page ends with: the white label's title, or the product's name. */
function useSiteName(): string {
  const { LL } = useI18nContext();
  return useCustomization().title ?? LL.brand.productName();
}

/** What the pages on screen asked for, by page; the most specific (most parts) is shown. */
const requests = new Map<string, readonly string[]>();
let siteName = '';

function showMostSpecific(): void {
  let chosen: readonly string[] = [];
  // Later requests win ties: a page that mounts after another of the same depth replaced it.
  for (const parts of requests.values()) if (parts.length >= chosen.length) chosen = parts;
  document.title = [...chosen, siteName].join(' · ');
}

/**
 * Gives the page its own document title, in the user's language, ending with the site's name:
 * `useDocumentTitle(LL.plan.weddingTitle(), wedding.name)` → "Plan · Sofía & Mateo · Wedding
 * Planner". Parts still loading (null, undefined or '') are left out. A wedding page and the
 * module inside it may both call it: the title with more parts, the more specific page, wins; when
 * a page leaves, the next most specific title comes back.
 */
export function useDocumentTitle(...parts: (string | null | undefined)[]): void {
  const id = useId();
  const name = useSiteName();
  const key = parts.map((part) => part ?? '').join('\u0000');
  useEffect(() => {
    siteName = name;
    requests.delete(id);
    requests.set(
      id,
      key.split('\u0000').filter((part) => part !== ''),
    );
    showMostSpecific();
    return () => {
      requests.delete(id);
      showMostSpecific();
    };
  }, [id, key, name]);
}
