import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../contract/errors';
import { statusOf } from './errors';

/** The errors Node raises while reading a request's head, before Fastify or a route sees it. */
const codeOfClientError: Record<string, ErrorCode> = {
  HPE_HEADER_OVERFLOW: 'request_too_large',
  ERR_HTTP_REQUEST_TIMEOUT: 'request_timeout',
};

/**
 * Fastify's `clientErrorHandler`: a request Node cannot read (a head over 16 KB, which a long
 * query makes; a timeout; broken framing) is answered in the API's own error shape, as every
 * other refusal is, instead of Node's and Fastify's. The connection is closed afterwards,
 * because the rest of what the client sends can no longer be read as requests.
 */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code = codeOfClientError[error.code] ?? 'bad_request';
  const status = statusOf[code];
  const body = JSON.stringify({ error: { code } });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Fastify's `frameworkErrors`: a path its router cannot read (a broken %-escape, a parameter
 * over its 100 characters) was answered in Fastify's own shape, with the path echoed back in
 * the message (found by the fuzzer, issue 28). It is a 400 `bad_request` like any other
 * request that cannot be read. (Fastify's third framework error, a failing asynchronous route
 * constraint, needs constraints this app does not declare.)
 */
export function answerFrameworkError(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  reply.status(statusOf.bad_request).send({ error: { code: 'bad_request' } });
}
