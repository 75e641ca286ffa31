// Runs npm scripts of package.json side by side, as many at once as the machine has cores, in the
// order given (put the longest first): `node scripts/parallel.mjs typecheck:all lint:eslint …`.
// Each script's output is printed whole when it ends, so outputs never interleave; the exit code
// is 1 if any script failed. ESLint, Prettier and tsc use one core each: on CI's two cores, the
// static checks take half the time they took one after another.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { delimiter, resolve } from 'node:path';

const { scripts } = JSON.parse(readFileSync('package.json', 'utf8'));
const names = process.argv.slice(2);
const unknown = names.filter((name) => !(name in scripts));
if (names.length === 0 || unknown.length > 0) {
  console.error(`usage: node scripts/parallel.mjs <npm script>…${unknown.length > 0 ? ` (not in package.json: ${unknown.join(', ')})` : ''}`);
  process.exit(2);
}

// As `npm run` runs a script: its shell, with the project's binaries on the PATH.
const env = { ...process.env, PATH: `${resolve('node_modules/.bin')}${delimiter}${process.env.PATH}` };

function run(name) {
  const startedAt = Date.now();
  return new Promise((done) => {
    const child = spawn(scripts[name], { shell: true, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? '✓' : '✗'} ${name} (${scripts[name]}) ${seconds} s\n${output}`);
      done(code === 0);
    });
  });
}

const waiting = [...names];
const lanes = Array.from({ length: Math.min(availableParallelism(), names.length) }, async () => {
  let passed = true;
  while (waiting.length > 0) passed = (await run(waiting.shift())) && passed;
  return passed;
});
process.exitCode = (await Promise.all(lanes)).every(Boolean) ? 0 : 1;
