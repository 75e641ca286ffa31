import { extname } from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * What a stored file may do when a browser opens it as a page: nothing. No script, no plugin,
 * no form, a unique origin (sandbox); only images of its own origin (an image's own document).
 */
export const storedFilePolicy = "default-src 'none'; img-src 'self'; sandbox";

/** The types of the images the server writes itself (re-encoded idea images, checked layouts), by their server-made names. */
const imageTypes: Record<string, string> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.gif': 'image/gif' };

/** An attachment header that keeps non-ASCII names (RFC 6266 / 5987). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Sends a file of the storage so it can never script the app's origin, whatever it holds:
 * `nosniff` and a sandboxing policy on every one; an image the server wrote is sent as its
 * type, anything else (a plan's file, named by its uploader) as a download.
 */
export function sendStoredFile(reply: FastifyReply, path: string, stored: { stream: Readable; size: number }, downloadName?: string) {
  const imageType = downloadName === undefined ? imageTypes[extname(path)] : undefined;
  reply.header('x-content-type-options', 'nosniff').header('content-security-policy', storedFilePolicy).header('content-length', stored.size);
  if (imageType) reply.header('content-type', imageType);
  else reply.header('content-type', 'application/octet-stream').header('content-disposition', contentDisposition(downloadName ?? 'file'));
  return reply.send(stored.stream);
}
