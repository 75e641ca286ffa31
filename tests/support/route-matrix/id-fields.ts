import { z } from 'zod';
import { idField } from '../../../contract/endpoint';

/** Wrappers that keep their field's meaning: optional, nullable, a default, a pipe's input side. */
function unwrapped(schema: z.ZodType): z.ZodType {
  let inner = schema;
  for (;;) {
    const def = inner.def as { type: string; innerType?: z.ZodType; in?: z.ZodType };
    if (def.innerType) inner = def.innerType;
    else if (def.type === 'pipe' && def.in) inner = def.in;
    else return inner;
  }
}

/** The object shapes a schema accepts: one object, or each member of a union (a discriminated union of bodies). */
function shapesOf(schema: z.ZodType): Array<Record<string, z.ZodType>> {
  const inner = unwrapped(schema);
  if (inner instanceof z.ZodObject) return [inner.shape as Record<string, z.ZodType>];
  if (inner instanceof z.ZodUnion) return (inner.options as z.ZodType[]).flatMap(shapesOf);
  return [];
}

const isId = (schema: z.ZodType) => unwrapped(schema) === idField;

/**
 * The fields of an input schema that name rows by id, written as the route declarations write
 * them: `wedding_id`, `ids`, and inside a list of objects `tables[].table_type`. A field is one
 * when its value is an id (contract/endpoint.ts `idField`, however wrapped) or a list of them,
 * or when its name says it is a list of ids (`ids`, `expense_ids`: a query writes them as text).
 */
export function idFieldsOf(schema: z.ZodType, prefix = ''): string[] {
  const found = new Set<string>();
  for (const shape of shapesOf(schema)) {
    for (const [key, field] of Object.entries(shape)) {
      const inner = unwrapped(field);
      const element = inner instanceof z.ZodArray ? (inner.element as z.ZodType) : null;
      if (isId(field) || (element && isId(element)) || key === 'ids' || key.endsWith('_ids')) found.add(`${prefix}${key}`);
      else if (element) for (const nested of idFieldsOf(element, `${prefix}${key}[].`)) found.add(nested);
      else for (const nested of idFieldsOf(inner, `${prefix}${key}.`)) found.add(nested);
    }
  }
  return [...found].sort();
}
