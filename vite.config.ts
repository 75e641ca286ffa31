import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { contractSchemas } from './scripts/contract-schemas-plugin.ts';
import { pagePreloads, withStaticImports } from './scripts/page-preloads-plugin.ts';

/** Port of the API server in development (`npm run dev` starts both). */
const apiServer = 'http://localhost:3000';

/** Text files worth compressing (other images and fonts are compressed already), from 1 KB up. */
const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;
const minimumBytes = 1024;

/**
 * Writes `<file>.br` (brotli at its best quality) and `<file>.gz` (gzip -9) beside every
 * compressible file of the production build, once: the server sends the copy the browser accepts
 * (server/http/spa.ts) instead of compressing on every request. A copy that is not smaller is skipped.
 */
function precompress(): Plugin {
  const compressors: Array<[string, (content: Buffer) => Promise<Buffer>]> = [
    [
      '.br',
      (content) => promisify(brotliCompress)(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    ],
    ['.gz', (content) => promisify(gzip)(content, { level: 9 })],
  ];
  async function compressFile(path: string) {
    const content = await readFile(path);
    if (content.length < minimumBytes) return;
    for (const [extension, compress] of compressors) {
      const compressed = await compress(content);
      if (compressed.length < content.length) await writeFile(path + extension, compressed);
    }
  }
  let written: string[] = [];
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle({ dir }, bundle) {
      written = Object.keys(bundle)
        .filter((name) => compressible.test(name))
        .map((name) => join(dir!, name));
    },
    // Once the bundle is written and timed: brotli's best quality takes its time, and that is fine.
    async closeBundle() {
      await Promise.all(written.map(compressFile));
    },
  };
}

/**
 * Asks V8 to compile each of the build's files whole, on the thread that parses it while it
 * downloads, rather than each function on the page's main thread the first time it is called
 * (V8's explicit compile hints: the file's first line `//# allFunctionsCalledOnLoad`). A file
 * is only fetched for a page that runs it. On the guest list's first load this took 80 to 100 ms
 * of main-thread work away (bench/spa-guests.ts); browsers without the hint read a comment.
 */
function compileWhole(): Plugin {
  return {
    name: 'compile-whole',
    apply: 'build',
    generateBundle(_, bundle) {
      for (const output of Object.values(bundle)) if (output.type === 'chunk') output.code = `//# allFunctionsCalledOnLoad\n${output.code}`;
    },
  };
}

type ModuleInfoOf = (id: string) => { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;

/** A module and every module it imports statically, transitively. */
function staticGraph(infoOf: ModuleInfoOf, id: string, found = new Set<string>()): Set<string> {
  if (found.has(id)) return found;
  found.add(id);
  for (const imported of infoOf(id)?.importedIds ?? []) staticGraph(infoOf, imported, found);
  return found;
}

/**
 * How the production build splits the SPA for a phone's first load (issue 8):
 * - the entry (src/main.tsx) holds only what sends the first requests (brand, texts, session);
 * - `app` holds the whole first screen (src/app/app.tsx and all it imports: react-dom, the router,
 *   the machines, the sign-in page) and is listed as `modulepreload` in index.html, so it
 *   downloads alongside the entry although the entry imports it dynamically; its largest
 *   libraries are files of their own (`firstScreenLibraries`), preloaded the same way;
 * - `dashboard` holds the signed-in area and our code that pages of several features share;
 * - each page (src/app/page-chunks.ts) keeps a chunk of its own, with its feature's code and the
 *   libraries only some pages use (drag and drop).
 * Left to itself the bundler cuts what these share into a dozen small files, each one more
 * request on a slow network.
 */
/**
 * The first screen's largest libraries, cut out of `app` into files of their own: a phone on a
 * slow network fetches several files at once over several connections, each starting slowly
 * (TCP), so one 100 KB file arrives later than four of 25 KB (Lighthouse's plan LCP: the app
 * file alone was the last to arrive).
 */
const firstScreenLibraries: Array<[string, RegExp]> = [
  ['react', /\/node_modules\/(react|react-dom|scheduler)\//],
  ['xstate', /\/node_modules\/(xstate|@xstate\/[^/]+)\//],
  ['zod', /\/node_modules\/zod\//],
];

function firstLoadChunks({ app, dashboard, pages }: { app: string; dashboard: string; pages: string }): Plugin {
  const groups = { app: new Set<string>(), dashboard: new Set<string>() };
  let base = '/';
  return {
    name: 'first-load-chunks',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // What the entry imports stays in the entry, whatever else uses it.
                { name: 'start', tags: ['$initial'], priority: 4 },
                // The first screen's libraries, each a file of its own (see above).
                ...firstScreenLibraries.map(([name, test]) => ({ name, test: (id: string) => groups.app.has(id) && test.test(id), priority: 3 })),
                { name: 'app', test: (id: string) => groups.app.has(id), priority: 2 },
                { name: 'dashboard', test: (id: string) => groups.dashboard.has(id), priority: 1 },
              ],
            },
          },
        },
      },
    }),
    configResolved(config) {
      base = config.base;
    },
    buildEnd() {
      const infoOf: ModuleInfoOf = (id) => this.getModuleInfo(id);
      const idOf = (path: string) => [...this.getModuleIds()].find((id) => id.endsWith(path))!;
      groups.app = staticGraph(infoOf, idOf(app));
      const dashboardId = idOf(dashboard);
      const featuresUsing = new Map<string, Set<string>>();
      for (const page of infoOf(idOf(pages))?.dynamicallyImportedIds ?? []) {
        if (page === dashboardId) continue;
        const feature = /\/src\/features\/([^/]+)\//.exec(page)?.[1] ?? page;
        for (const id of staticGraph(infoOf, page)) featuresUsing.set(id, (featuresUsing.get(id) ?? new Set()).add(feature));
      }
      const shared = [...featuresUsing].filter(([id, features]) => features.size > 1 && !id.includes('/node_modules/')).map(([id]) => id);
      groups.dashboard = new Set([...staticGraph(infoOf, dashboardId), ...shared].filter((id) => !groups.app.has(id)));
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry }) {
        const appChunk = bundle && Object.values(bundle).find((output) => output.type === 'chunk' && output.moduleIds.some((id) => id.endsWith(app)));
        if (!bundle || !entry || !appChunk) throw new Error(`the build has no chunk for ${app}`);
        const preloadedAlready = withStaticImports(bundle, entry.fileName);
        const files = [...withStaticImports(bundle, appChunk.fileName)].filter((file) => !preloadedAlready.has(file));
        // The entry runs as soon as it arrives, not once the page has (src/app/bootstrap.ts).
        const entryTag = `<script type="module" crossorigin src="${base}${entry.fileName}">`;
        if (!html.includes(entryTag)) throw new Error(`index.html has no ${entryTag}`);
        return {
          html: html.replace(entryTag, `<script type="module" async crossorigin src="${base}${entry.fileName}">`),
          tags: files.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' as const })),
        };
      },
    },
  };
}

export default defineConfig({
  plugins: [
    contractSchemas(),
    react(),
    tailwindcss(),
    firstLoadChunks({ app: '/src/app/app.tsx', dashboard: '/src/app/dashboard-routes.tsx', pages: '/src/app/page-chunks.ts' }),
    pagePreloads({ app: '/src/app/app.tsx', pages: '/src/app/page-chunks.ts' }),
    compileWhole(),
    precompress(),
  ],
  server: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  test: {
    // Vitest's default is one worker less than the cores: on CI's 2 cores that is one, and the
    // whole suite ran on one core (37 minutes for .ci/run). Test files are independent (each
    // server file has its own database, each rendered file its own DOM), so both cores work.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'machines',
          include: ['tests/machines/**/*.test.ts', 'tests/lib/**/*.test.ts'],
          environment: 'node',
          // A graph's path coverage replays thousands of paths: 4 s on a quiet machine, twice that
          // with a busy neighbour, past Vitest's default 5 s.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/database-templates.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        // Rendered components in a DOM, driven the way a person would (Testing Library).
        extends: true,
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/ui/setup.ts'],
          // A rendered page takes a few hundred milliseconds per step on a quiet machine but
          // several seconds on a busy one; the walks wait for what the person would see, so a
          // generous budget only matters when something is really stuck.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
