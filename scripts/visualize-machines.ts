// Writes every machine of the app as one self-contained definition for the Stately visualizer
// (issue 23 item 31), in .machines-visualizer/<module>/<export>.ts. Run: npm run machines:visualize
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findMachines } from './machines-visualizer/find-machines';
import { definitionPath, visualizerDefinition } from './machines-visualizer/machine-definition';

const root = fileURLToPath(new URL('..', import.meta.url));
const output = join(root, '.machines-visualizer');

const machines = await findMachines(root);
// Written afresh: a machine renamed or removed leaves no definition behind.
rmSync(output, { recursive: true, force: true });
for (const found of machines) {
  const path = join(output, definitionPath(found));
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, visualizerDefinition(found, machines));
}
console.log(`${machines.length} machines written to ${relative(process.cwd(), output) || '.'}/ (paste one into Stately Studio: Import from code)`);
