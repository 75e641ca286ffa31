// `npm start`: builds the SPA when its sources are newer than the last build, then runs the
// server in this same process (so Ctrl+C reaches its clean shutdown directly).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';

const sources = ['src', 'machines', 'i18n', 'contract', 'index.html', 'vite.config.ts', 'tailwind.config.ts', 'package-lock.json'];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), stats.mtimeMs);
}

const builtAt = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
if (sources.some((source) => newestChange(source) > builtAt)) {
  console.log('Building the web app…');
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

register();
await import('../server/main.ts');
