import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sends a list read of a wedding so that the browser keeps it but asks again every time
 * (`private, no-cache`, never a proxy's): the tag is a hash of the body (json-text.ts), and a request whose
 * If-None-Match names it gets a 304 without the body. The SPA needs nothing for this: its fetch
 * goes through the browser's HTTP cache, which revalidates by itself. The tag is weak (`W/`)
 * because it names the plain, gzip and brotli bytes of one answer alike.
 */
export function sendRevalidated<Body>(request: FastifyRequest, reply: FastifyReply, body: () => Body, hash: string) {
  const tag = `W/"${hash}"`;
  reply.header('etag', tag).header('cache-control', 'private, no-cache');
  if (namesTag(request.headers['if-none-match'], tag)) return reply.code(304).send();
  return body();
}

/** If-None-Match compares weakly (`W/"x"` and `"x"` are one tag), may list several, and `*` names any. */
function namesTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = tag.slice('W/'.length);
  return ifNoneMatch.split(',').some((candidate) => {
    const named = candidate.trim();
    return named === '*' || named.replace(/^W\//, '') === opaque;
  });
}
