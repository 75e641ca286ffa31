/**
 * What busboy (under @fastify/multipart) raises for a body that is not the multipart form its
 * header announces: a missing, empty or over-long boundary, a body that never shows the
 * boundary, or a part cut off before its end. They are plain errors known only by their
 * message, thrown where a route reads the form or streams its file.
 */
const malformedBodies = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^The needle cannot (be an empty|have a length bigger)/,
  /unexpected end of multipart data$/i,
];

/**
 * @fastify/multipart's own refusals of a form no route takes: more parts, files or fields than
 * its limits, a field named `__proto__`, a field declared JSON that is not, a body the client
 * stopped sending. (A file over its size limit is each route's own refusal.)
 */
const refusedForms = new Set([
  'FST_PARTS_LIMIT',
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
  'FST_PROTO_VIOLATION',
  'FST_INVALID_JSON_FIELD_ERROR',
  'FST_MP_PREMATURE_CLOSE',
]);

/** Whether an error says the multipart form could not be read: the error handler answers 400 `bad_request`, for every upload route. */
export function isMalformedMultipart(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if ('code' in error) return typeof error.code === 'string' && refusedForms.has(error.code);
  return malformedBodies.some((pattern) => pattern.test(error.message));
}
