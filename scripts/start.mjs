// `npm start`: builds the SPA when its sources are newer than the last build, then runs the
// server in this same process (so Ctrl+C reaches its clean shutdown directly).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { register } from 'tsx/esm/api';

const sources = ['src', 'machines', 'i18n', 'contract', 'index.html', 'vite.config.ts', 'tailwind.config.ts', 'package-lock.json'];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), stats.mtimeMs);
}

// A server pointed at another build (STATIC_DIR) does not serve this one: nothing to build.
const servesOwnBuild = resolve(process.env.STATIC_DIR ?? 'dist') === resolve('dist');
const builtAt = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
if (servesOwnBuild && sources.some((source) => newestChange(source) > builtAt)) {
  console.log('Building the web app…');
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

// npm runs this script through `sh -c`, and passes a SIGTERM sent to npm on to that shell only,
// which dies without passing it further: the server went on without a parent, holding the data
// directory's lock. So the server also stops, the same clean way, once its parent is gone.
const parent = process.ppid;
if (parent > 1) {
  const watch = setInterval(() => {
    if (isAlive(parent)) return;
    clearInterval(watch);
    process.kill(process.pid, 'SIGTERM');
  }, 250);
  watch.unref();
}

register();
await import('../server/main.ts');
