import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

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
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      const fileNames = Object.keys(bundle).filter((name) => compressible.test(name));
      await Promise.all(fileNames.map((fileName) => compressFile(join(dir!, fileName))));
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
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
    projects: [
      {
        test: {
          name: 'machines',
          include: ['tests/machines/**/*.test.ts', 'tests/lib/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
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
        },
      },
    ],
  },
});
