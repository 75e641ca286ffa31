import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { StateMachine } from 'xstate';
import type { FoundMachine } from './machine-definition';

/**
 * Every machine of the app: each module under machines/ is loaded, and each of its exports that
 * is an XState machine is one, whatever made it (`setup().createMachine`, or a factory such as
 * `createOptimisticList`, whose instances live in files like tables-lists.ts). A machine
 * exported twice counts once, under its first name.
 */
export async function findMachines(root: string): Promise<FoundMachine[]> {
  const files = readdirSync(join(root, 'machines'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
    .map((file) => `machines/${file.split('\\').join('/')}`)
    .sort();
  const found: FoundMachine[] = [];
  for (const file of files) {
    const exports: Record<string, unknown> = await import(join(root, file));
    for (const [name, value] of Object.entries(exports)) {
      if (value instanceof StateMachine && !found.some((other) => other.machine === value)) found.push({ name, file, machine: value });
    }
  }
  return found;
}
