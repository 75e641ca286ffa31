/**
 * The code of a machine definition as a small tree, printed the way a person writes a config:
 * an object, array or call stays on one line when it fits, otherwise one entry a line. Keys are
 * bare when they are identifiers, quoted otherwise (`'wizard.next'`).
 */

export type Code = string | CodeObject | CodeArray | CodeCall;
export interface CodeObject {
  object: Entry[];
}
export interface CodeArray {
  array: Code[];
}
export interface CodeCall {
  call: string;
  args: Code[];
}
export interface Entry {
  key: string;
  value: Code;
  /** Written above the entry as `//` lines. */
  comment?: string;
}

const width = 110;
const step = '  ';

export const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
export const keyOf = (key: string) => (/^([A-Za-z_$][\w$]*|0|[1-9]\d*)$/.test(key) ? key : quote(key));

/** A comment as `//` lines at `indent`, wrapped between words to the width. */
export function commentLines(text: string, indent = ''): string {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.length - 1;
    if (last >= 0 && indent.length + 3 + lines[last]!.length + 1 + word.length <= width) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  return lines.map((line) => `${indent}// ${line}`).join('\n');
}

/** One line, or null when the code holds a comment (which needs lines of its own). */
function oneLine(code: Code): string | null {
  if (typeof code === 'string') return code;
  if ('object' in code) {
    if (code.object.length === 0) return '{}';
    const values = code.object.map((entry) => (entry.comment ? null : oneLine(entry.value)));
    if (values.some((value) => value === null)) return null;
    return `{ ${code.object.map((entry, index) => `${keyOf(entry.key)}: ${values[index]}`).join(', ')} }`;
  }
  const items = 'array' in code ? code.array : code.args;
  const lines = items.map(oneLine);
  if (lines.some((line) => line === null)) return null;
  return 'array' in code ? `[${lines.join(', ')}]` : `${code.call}(${lines.join(', ')})`;
}

/** The code at `indent`, after `column` characters already written on its first line. */
export function print(code: Code, indent = '', column = indent.length): string {
  const line = oneLine(code);
  if (line !== null && column + line.length <= width) return line;
  if (typeof code === 'string') return code;
  const inner = indent + step;
  if ('object' in code) {
    const entries = code.object.map((entry) => {
      const comment = entry.comment ? `${commentLines(entry.comment, inner)}\n` : '';
      const head = `${inner}${keyOf(entry.key)}: `;
      return `${comment}${head}${print(entry.value, inner, head.length)},\n`;
    });
    return `{\n${entries.join('')}${indent}}`;
  }
  if ('array' in code) return `[\n${code.array.map((item) => `${inner}${print(item, inner)},\n`).join('')}${indent}]`;
  // A call's arguments are an object or an array here (`and([...])`): they open on the call's line.
  const head = `${code.call}(`;
  return `${head}${code.args.map((arg) => print(arg, indent, column + head.length)).join(', ')})`;
}

const isPlainObject = (value: object) => [Object.prototype, null].includes(Object.getPrototypeOf(value));

/**
 * Plain data (null, booleans, finite numbers, strings, arrays and plain objects) as code;
 * undefined for anything else (a function, a Date, a Map), which a pasted definition cannot hold.
 * Object fields that are undefined are left out, as JSON does.
 */
export function literalOf(value: unknown): Code | undefined {
  if (value === null || typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'string') return quote(value);
  if (Array.isArray(value)) {
    const items = value.map(literalOf);
    return items.every((item) => item !== undefined) ? { array: items as Code[] } : undefined;
  }
  if (typeof value !== 'object' || !isPlainObject(value)) return undefined;
  const entries: Entry[] = [];
  for (const [key, field] of Object.entries(value)) {
    if (field === undefined) continue;
    const literal = literalOf(field);
    if (literal === undefined) return undefined;
    entries.push({ key, value: literal });
  }
  return { object: entries };
}
