import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { withoutUnreadSchemas } from '../../scripts/contract-schemas-plugin';

/** The SPA's build of contract/ (scripts/contract-schemas-plugin.ts). */
describe('the contract as the SPA is built with it', () => {
  const contract = `import { z } from 'zod';
import { endpoint } from './endpoint';
export const statuses = [1, 2, 3] as const;
const name = z.string().min(1).max(40);
export const guest = z.object({ id: z.number(), name });
export const guestEndpoints = {
  index: endpoint('GET', '/guests/index', z.object({ wedding_id: z.number() }), z.array(guest)),
  destroy: endpoint('DELETE', '/guests/destroy', z.object({ id: z.number() }), z.object({})),
} as const;
export function normalize(text: string) {
  return text.trim().toLowerCase();
}
registerSomething(guest);
`;

  it('keeps each call its method and path, and makes each value built by calls removable when unused', () => {
    expect(withoutUnreadSchemas(contract)).toBe(`import { z } from 'zod';
import { endpoint } from './endpoint';
export const statuses = [1, 2, 3] as const;
const name = /* @__PURE__ */ (() => (z.string().min(1).max(40)))();
export const guest = /* @__PURE__ */ (() => (z.object({ id: z.number(), name })))();
export const guestEndpoints = /* @__PURE__ */ (() => ({
  index: endpoint('GET', '/guests/index'),
  destroy: endpoint('DELETE', '/guests/destroy'),
} as const))();
export function normalize(text: string) {
  return text.trim().toLowerCase();
}
registerSomething(guest);
`);
  });

  it('leaves every file of contract/ valid code whose calls name only a method and a path', () => {
    const folder = join(import.meta.dirname, '../../contract');
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts'))) {
      const built = withoutUnreadSchemas(readFileSync(join(folder, file), 'utf8'), file);
      const output = ts.transpileModule(built, { reportDiagnostics: true, compilerOptions: { target: ts.ScriptTarget.ESNext } });
      expect(output.diagnostics, file).toEqual([]);
      for (const [call] of built.matchAll(/\bendpoint\((?:[^()]|\([^()]*\))*\)/g)) expect(call, file).toMatch(/^endpoint\(\s*'[A-Z]+',\s*'[^']+',?\s*\)$/);
    }
  });
});
