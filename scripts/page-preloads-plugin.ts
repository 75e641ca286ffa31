import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { pageChunkNames, pagePreloadsFile, type PagePreloads } from '../contract/page-routes.ts';
import { locales } from '../contract/locale.ts';

/** A chunk's file and every file it imports statically, transitively. */
export function withStaticImports(bundle: Rolldown.OutputBundle, fileName: string, found = new Set<string>()): Set<string> {
  const output = bundle[fileName];
  if (found.has(fileName) || output?.type !== 'chunk') return found;
  found.add(fileName);
  for (const imported of output.imports) withStaticImports(bundle, imported, found);
  return found;
}

/** `name: pageChunk(() => import('…'))` in src/app/page-chunks.ts: the part's name and its module. */
const pageChunkImport = /(\w+): pageChunk\(\(\) => import\('([^']+)'\)\)/g;

/**
 * Writes `page-preloads.json` beside index.html: for each page part and each language, the files
 * the browser needs beyond those index.html already preloads. The server names them in the page
 * it sends before its answers are written (issue 23 item 23), so on a first visit the page's code
 * arrives while the server is still reading the page's data, instead of after the first script
 * has run. Fails the build when a part of `contract/page-routes.ts` has no chunk.
 */
export function pagePreloads({ pages, app }: { pages: string; app: string }): Plugin {
  let base = '/';
  let apiBase = '/api';
  const modules = new Map<string, string>();
  return {
    name: 'page-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      // As src/lib/api.ts reads it.
      apiBase = config.env.VITE_API_BASE ?? apiBase;
    },
    buildEnd() {
      const pagesId = [...this.getModuleIds()].find((id) => id.endsWith(pages))!;
      for (const [, name, specifier] of readFileSync(pagesId, 'utf8').matchAll(pageChunkImport)) modules.set(name!, resolve(dirname(pagesId), specifier!));
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
      // The chunk holding the module: a page's own, or a group's (`dashboard` is one, vite.config.ts).
      const holding = (source: string) => chunks.find((chunk) => chunk.moduleIds.some((id) => id.replace(/(\/index)?\.tsx?$/, '') === source));
      const entry = chunks.find((chunk) => chunk.isEntry);
      const appChunk = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(app)));
      if (!entry || !appChunk) throw new Error(`page-preloads: the build has no entry or no chunk for ${app}`);
      const preloaded = withStaticImports(bundle, appChunk.fileName, withStaticImports(bundle, entry.fileName));
      const filesOf = (source: string | undefined, what: string) => {
        const chunk = source === undefined ? undefined : holding(source);
        if (!chunk) throw new Error(`page-preloads: no chunk for ${what}`);
        return [...withStaticImports(bundle, chunk.fileName)].filter((file) => !preloaded.has(file)).map((file) => `${base}${file}`);
      };
      const preloads: PagePreloads = {
        chunks: Object.fromEntries(pageChunkNames.map((name) => [name, filesOf(modules.get(name), `page part ${name}`)])) as PagePreloads['chunks'],
        locales: Object.fromEntries(locales.map((locale) => [locale, filesOf(resolve(`i18n/${locale}`), `language ${locale}`)])) as PagePreloads['locales'],
        apiBase,
      };
      this.emitFile({ type: 'asset', fileName: pagePreloadsFile, source: JSON.stringify(preloads) });
    },
  };
}
