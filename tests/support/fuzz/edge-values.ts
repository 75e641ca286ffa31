import fc from 'fast-check';
import type { z } from 'zod';
import { idField, maxId } from '../../../contract/endpoint';
import { maxJsonDepth } from '../../../server/http/json-body';

type Values = fc.Arbitrary<unknown>;

/** The seeded world's ids: its wedding and planner (what `wedding_id` and `person_id` name), and its rows. */
export interface WorldIds {
  wedding: number;
  planner: number;
  rows: readonly number[];
}

/** The world as a field sees it: `wedding_id` names the wedding, `person_id` the planner, any other id may be any row. */
function worldOf(field: string, world: WorldIds): WorldIds {
  if (field === 'wedding_id') return { ...world, rows: [world.wedding] };
  return field === 'person_id' || field === 'planner_id' ? { ...world, rows: [world.planner] } : world;
}

/**
 * Values a route's input may meet, read from its zod schema: mostly a value the schema accepts
 * (ids taken from the seeded world, so that the request reaches the service), changed in up to
 * two places (a field at or past its limits, a field of the wrong kind, null, huge or negative,
 * long, unicode or NUL text, deep nesting, a field left out, a field too many); sometimes the
 * whole input is something else, or an array of inputs.
 */
export function inputValues(schema: z.ZodType, world: WorldIds): Values {
  return fc.oneof(
    { weight: 10, arbitrary: fitting(schema, world) },
    { weight: 1, arbitrary: hostile },
    { weight: 1, arbitrary: fc.array(fitting(schema, world), { minLength: 1, maxLength: 2 }) },
  );
}

/** A JSON value nested `depth` deep, in arrays and objects by turns (past `maxJsonDepth` it is refused unread). */
const nested = (depth: number): unknown => (depth === 0 ? 1 : depth % 2 ? [nested(depth - 1)] : { a: nested(depth - 1) });

const longText = fc.constantFrom(300, 5_000, 70_000).chain((length) => fc.constantFrom('a', 'ñ', '€', '😀', '\u0000').map((unit) => unit.repeat(length)));

/** Anything a field should not hold. */
const hostile: Values = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -0, -1, 0.5, 1.5, maxId, maxId + 1, -maxId - 2, 2 ** 53 + 2, 1e308, -1e308, Number.MIN_VALUE),
  fc.constantFrom<unknown>(
    '',
    ' ',
    '0',
    '1',
    '-1',
    '1e3',
    '01',
    '+1',
    '0x10',
    'null',
    'true',
    '[]',
    '{}',
    '\u0000',
    'a\u0000b',
    '\u202e',
    '\ud800',
    '<script>',
  ),
  fc.constantFrom<unknown>([], {}, [null], [1, 2], { id: 1 }, [[]], { '': '' }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
  longText,
  fc.double({ noNaN: true }),
  fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
  fc.constantFrom(2, maxJsonDepth - 2, maxJsonDepth + 6).map(nested),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Texts some field or other accepts: names, dates, times, colours, addresses, amounts, id lists, handles. */
const knownTexts = [
  'Ana',
  'Mesa 1',
  'Ñandú & Zoë',
  '2027-06-12',
  '2027-02-30',
  '17:30',
  '#ff0000',
  'https://example.com/a',
  'http://127.0.0.1/',
  'es',
  'en',
  'months',
  'GUESTS',
  'EDIT',
  'inactive',
  '12.50',
  '1,2,3',
  '0f'.repeat(16),
  'ana@test.local',
];

/** The known texts a schema accepts as they are: what a field with a pattern or a refinement most likely takes. */
function acceptedTexts(schema: z.ZodType): Values | null {
  const accepted = knownTexts.filter((text) => schema.safeParse(text).success);
  return accepted.length > 0 ? fc.constantFrom(...accepted) : null;
}

function fittingText(schema: z.ZodType, min: number, max: number): Values {
  const free = fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: Math.max(1, Math.min(max, 16)) })
    .map((text) => `A${text}`.slice(0, Math.max(max, 1)).padEnd(min, 'a'));
  const known = acceptedTexts(schema);
  return known ? fc.oneof(known, free) : free;
}

const boundsOf = (schema: z.ZodNumber) => ({
  min: Number.isFinite(schema.minValue) ? schema.minValue! : -1e6,
  max: Number.isFinite(schema.maxValue) ? schema.maxValue! : 1e6,
});

function fittingNumber(schema: z.ZodNumber, world: WorldIds): Values {
  if (schema === idField) return fc.constantFrom(...world.rows);
  const { min, max } = boundsOf(schema);
  // Counts and amounts are mostly small: a few of them is what most rules (a time picker's range) accept.
  const small = fc.integer({ min: Math.max(min, 0), max: Math.max(Math.min(max, 20), Math.max(min, 0)) });
  return fc.oneof(small, schema.isInt ? fc.integer({ min, max: Math.min(max, min + 1e6) }) : fc.double({ min, max, noNaN: true }));
}

/** At and past a field's limits, or anything it should not hold. */
function edge(schema: z.ZodType): Values {
  const def = schema.def as z.ZodType['def'] & Record<string, unknown>;
  if (def.type === 'string') {
    const text = schema as z.ZodString;
    const max = Math.min(text.maxLength ?? 300, 20_000);
    return fc.oneof(fc.constantFrom('€'.repeat(max), '😀'.repeat(max), 'a'.repeat(max + 1), '', '   ', 'a\u0000b'), hostile);
  }
  if (def.type === 'number') {
    const { min, max } = boundsOf(schema as z.ZodNumber);
    return fc.oneof(fc.constantFrom(min, max, min - 1, max + 1, 0, -1, 1.5, 2 ** 31, -(2 ** 31) - 1, 1e308, Number.MAX_SAFE_INTEGER + 2), hostile);
  }
  return 'innerType' in def ? fc.oneof(edge(def.innerType as z.ZodType), hostile) : hostile;
}

const extraKey = fc.oneof(fc.constantFrom('extra', 'id', 'wedding_id', '__proto__', 'constructor', 'a\u0000b', ''), fc.string({ maxLength: 10 }));

/**
 * An object the schema accepts, then changed in up to two places (a field left out, one at its
 * edge, one too many), unless `exact`.
 */
function fittingObject(schema: z.ZodObject, world: WorldIds, exact: boolean): Values {
  const shape = schema.shape as Record<string, z.ZodType>;
  const keys = Object.keys(shape);
  const whole = fc.record(Object.fromEntries(keys.map((key) => [key, fitting(shape[key]!, worldOf(key, world), exact)])));
  if (exact) return whole;
  const changeOne = keys.length
    ? fc.constantFrom(...keys).chain((key) => fc.oneof(edge(shape[key]!), fc.constant(undefined)).map((value): [string, unknown] => [key, value]))
    : fc.constant<[string, unknown]>(['', '']);
  const change = fc.oneof({ weight: 4, arbitrary: changeOne }, { weight: 1, arbitrary: fc.tuple(extraKey, hostile) });
  return fc.tuple(whole, fc.array(change, { maxLength: 2 })).map(([record, changes]) => {
    const entries = new Map(Object.entries(record as object));
    for (const [key, value] of changes) {
      if (value === undefined) entries.delete(key);
      else entries.set(key, value);
    }
    return Object.fromEntries(entries);
  });
}

/**
 * Values a route's input most likely accepts as they are (its schema may refine more than its
 * definition shows: check each with it). The matrix sends them with one id changed.
 */
export const acceptedValues = (schema: z.ZodType, world: WorldIds): Values => fitting(schema, world, true);

/** A value the schema most likely accepts, read from its definition (zod 4's `def`); objects changed a little unless `exact`. */
function fitting(schema: z.ZodType, world: WorldIds, exact = false): Values {
  const def = schema.def as z.ZodType['def'] & Record<string, unknown>;
  const inner = () => fitting(def.innerType as z.ZodType, world, exact);
  switch (def.type) {
    case 'object':
      return fittingObject(schema as z.ZodObject, world, exact);
    case 'string':
      return fittingText(schema, (schema as z.ZodString).minLength ?? 0, (schema as z.ZodString).maxLength ?? 60);
    case 'number':
      return fittingNumber(schema as z.ZodNumber, world);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...(schema as z.ZodEnum).options);
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'null':
      return fc.constant(null);
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((option) => fitting(option, world, exact)));
    case 'array': {
      const element = def.element as z.ZodType;
      if (element === idField) return fc.uniqueArray(fc.constantFrom(...world.rows), { minLength: 1, maxLength: 6 });
      return fc.array(fitting(element, world, exact), { minLength: 1, maxLength: 3 });
    }
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(inner(), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(inner(), { nil: null, freq: 4 });
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner();
    case 'pipe': {
      // What a pipe reads is its input side; a known text that passes the whole pipe fits best.
      const known = acceptedTexts(schema);
      const input = fitting(def.in as z.ZodType, world, exact);
      return known ? fc.oneof(known, input) : input;
    }
    case 'record':
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fitting(def.valueType as z.ZodType, world, exact), { maxKeys: 3 });
    default:
      return acceptedTexts(schema) ?? hostile;
  }
}
