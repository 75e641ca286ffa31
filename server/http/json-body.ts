import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';

/**
 * How deep arrays and objects may nest in a request body. No call of this product nests more
 * than a few levels; a body nested thousands deep is an attack on whatever walks it after
 * parsing (the NUL check, zod, a service), so it is refused before anything reads it.
 */
export const maxJsonDepth = 64;

/**
 * Parses JSON bodies with Fastify's own parser (which refuses `__proto__` and `constructor`
 * keys), after a check of the text's nesting: one pass over the characters, no recursion, so
 * a megabyte of `[` costs a millisecond and answers 400 `invalid_json` like any unreadable body.
 */
export function registerJsonBodies(app: FastifyInstance): void {
  const defaultParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestingDepth(body as string) > maxJsonDepth) return done(new ApiError(400, 'invalid_json'), undefined);
    defaultParser(request, body as string, done);
  });
}

/** The deepest nesting of `[` and `{` outside strings (a bracket inside a string is text). */
export function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === backslash) index++;
      else if (char === quote) inString = false;
    } else if (char === quote) inString = true;
    else if (char === openArray || char === openObject) deepest = Math.max(deepest, ++depth);
    else if (char === closeArray || char === closeObject) depth--;
  }
  return deepest;
}

const quote = 0x22;
const backslash = 0x5c;
const openArray = 0x5b;
const closeArray = 0x5d;
const openObject = 0x7b;
const closeObject = 0x7d;
