/**
 * What busboy (under @fastify/multipart) raises for a body that is not the multipart form its
 * header announces: a missing, empty or over-long boundary, a body that never shows the
 * boundary, or a part cut off before its end. They are plain errors known only by their
 * message, thrown where a route reads the form or streams its file, so the error handler
 * recognises them here, in one place, for every upload route.
 */
const malformedMultipart = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^The needle cannot (be an empty|have a length bigger)/,
  /unexpected end of multipart data$/i,
];

export const isMalformedMultipart = (error: unknown): boolean =>
  error instanceof Error && !('code' in error) && malformedMultipart.some((pattern) => pattern.test(error.message));
