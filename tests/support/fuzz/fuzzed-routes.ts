import { readdirSync } from 'node:fs';
import { z } from 'zod';
import { idField, idQuery } from '../../../contract/endpoint';
import { guestFiles } from '../../../contract/guests';
import { createIdeaForm, ideaPaths, updateIdeaForm } from '../../../contract/ideas';
import { liveEventsPath, liveEventsQuery } from '../../../contract/live-events';
import { exportQuery, planEndpoints } from '../../../contract/plan';
import { layoutPaths, tablesQuery } from '../../../contract/tables';
import type { FuzzedRoute } from './fuzz-requests';

const contractFolder = new URL('../../../contract/', import.meta.url);

const isSchema = (value: unknown): value is z.ZodType => value instanceof z.ZodType;
const isMethod = (value: unknown): value is FuzzedRoute['method'] => value === 'GET' || value === 'POST' || value === 'PUT' || value === 'DELETE';

/**
 * A declared call of the contract: an endpoint (`input`, `output`), or a download that reads a
 * `query` or a JSON `body` (guestFiles, budgetFiles). Multipart forms (`fields`) are not JSON.
 */
function declaredRoute(value: unknown): FuzzedRoute | null {
  if (value === null || typeof value !== 'object') return null;
  const call = value as Record<string, unknown>;
  if (!isMethod(call.method) || typeof call.path !== 'string') return null;
  const input = call.input ?? call.query ?? call.body;
  if (!isSchema(input)) return null;
  return { method: call.method, path: call.path, input, output: isSchema(call.output) ? call.output : undefined };
}

/**
 * Every call the contract declares, found by reading every module of contract/ (a group of
 * calls added tomorrow is fuzzed without being listed here).
 */
export async function contractRoutes(): Promise<FuzzedRoute[]> {
  const modules = readdirSync(contractFolder).filter((file) => file.endsWith('.ts'));
  const found = new Map<string, FuzzedRoute>();
  for (const file of modules) {
    const exported: Record<string, unknown> = await import(new URL(file, contractFolder).href);
    for (const group of Object.values(exported)) {
      if (group === null || typeof group !== 'object' || isSchema(group)) continue;
      for (const member of Object.values(group)) {
        const route = declaredRoute(member);
        if (route) found.set(`${route.method} ${route.path}`, route);
      }
    }
  }
  return [...found.values()];
}

/**
 * Routes the server registers from a path and a schema of its own rather than a contract
 * call: downloads and the live-event stream. Each reads a query like a GET endpoint.
 */
export const routesBesideTheContract: FuzzedRoute[] = [
  { method: 'GET', path: layoutPaths.image, input: tablesQuery },
  { method: 'GET', path: '/plan_elements/export', input: exportQuery },
  { method: 'GET', path: '/plan_elements/get_file', input: z.object({ element_id: idField }) },
  { method: 'GET', path: liveEventsPath, input: liveEventsQuery, streams: true },
];

/** A multipart form: its path, the schema of its fields (read from text) and the field of its file. */
export interface UploadForm {
  path: string;
  fields: z.ZodType;
  file: string;
}

/** The multipart forms (tests/server/http/malformed-multipart.test.ts, the fuzz test, the matrix). */
export const uploadForms: UploadForm[] = [
  { path: guestFiles.importValidate.path, fields: guestFiles.importValidate.fields, file: 'file' },
  { path: layoutPaths.upload, fields: tablesQuery, file: 'layout' },
  { path: planEndpoints.updateValue.path, fields: idQuery, file: 'value' },
  { path: ideaPaths.create, fields: createIdeaForm, file: 'image' },
  { path: ideaPaths.update, fields: updateIdeaForm, file: 'image' },
];

export const uploadRoutes = uploadForms.map(({ path }) => `POST ${path}`);

/** An idea's stored image: its input is its path, fuzzed apart (generated paths). */
export const storedImageRoute = `GET ${ideaPaths.storage}/ideas/wedding-:wedding_id/:name`;

/**
 * Every method and path Fastify registered, read from its route tree (`printRoutes` prints
 * each node's part of the path, indented under its parent; HEAD comes along with every GET).
 */
export function registeredRoutes(tree: string): string[] {
  const parents: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[└├]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    parents.length = depth;
    const path = `${parents[depth - 1] ?? ''}${match[2]}`;
    parents.push(path);
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes;
}
