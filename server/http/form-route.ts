import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { z } from 'zod';
import { invalidField } from '../shared/domain-error';
import type { Scope } from '../shared/owned-rows';
import { declaredFields, type RouteAccess } from './access';
import { authorizeCaller, authorizeInput, authorizeRows } from './access-checks';
import { ApiError, parse } from './errors';
import { declaredInput } from './route';

/** A multipart form as its route receives it, once the ids it names were checked. */
export interface ReceivedForm {
  /** The wedding the call is on: the one its declared field names, or the named row's. */
  weddingId: number | null;
  /** The fields sent before the file (every field, when no file came), as text. */
  fields: Record<string, string>;
  /** The first file, its bytes not read yet; null when none came. */
  file: MultipartFile | null;
  /** The parts after the file. A declared field among them refuses the form: its id came too late to be checked. */
  rest: AsyncIterable<Multipart>;
}

type PartLimits = NonNullable<NonNullable<Parameters<FastifyRequest['parts']>[0]>['limits']>;

interface FormCall {
  url: string;
  access: RouteAccess;
  /** The form's fields, read from text as a query's are: the declared ones are read by it. */
  fields: z.ZodType;
  /** @fastify/multipart's limits for this form (the app's own when left out). */
  limits?: PartLimits;
  /** What a request that is not multipart gets: the JSON call the same path takes, else 415. */
  orJson?: RouteHandlerMethod;
}

const digits = /^[1-9][0-9]*$/;

/**
 * A multipart upload (POST) with its access declared and checked by the registration, as
 * `route` checks a JSON call, so no handler can forget it: the caller first; then the form is
 * read up to its first file, the declared wedding or row checked on those fields (a missing or
 * malformed one refuses the form as its field), and the other rows they name (`weddingRows`,
 * where sent as an id) checked to be the wedding's. Only then does the handler read the file:
 * nobody's file is read before they are known to be allowed to send it. The SPA sends every
 * field before the file.
 */
export function formRoute(
  app: FastifyInstance,
  call: FormCall,
  handler: (form: ReceivedForm, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
) {
  const { access } = call;
  const readDeclared = declaredInput(access, call.fields);
  const checked = new Set([...declaredFields(access), ...Object.keys(access.weddingRows ?? {})]);
  app.route({
    method: 'POST',
    url: call.url,
    config: { access, form: true },
    async handler(request, reply) {
      const db = request.server.accessDb;
      await authorizeCaller(access, request, db);
      if (!request.isMultipart()) {
        if (call.orJson) return call.orJson.call(this, request, reply);
        throw new ApiError(415, 'unsupported_media_type');
      }
      const parts = request.parts(call.limits ? { limits: call.limits } : undefined)[Symbol.asyncIterator]();
      const fields: Record<string, string> = {};
      let file: MultipartFile | null = null;
      for (let next = await parts.next(); !next.done; next = await parts.next()) {
        const part = next.value;
        if (part.type === 'file') {
          file = part;
          break;
        }
        if (part.valueTruncated) throw invalidField(part.fieldname, 'maxLength');
        fields[part.fieldname] = String(part.value);
      }
      let scope: Scope | null;
      try {
        const declared = readDeclared(fields, 'text') ?? parse(readDeclared.schema, fields, 'text');
        scope = await authorizeInput(access, declared, request, db);
        const sentIds = Object.fromEntries(Object.entries(fields).flatMap(([name, value]) => (digits.test(value) ? [[name, Number(value)]] : [])));
        await authorizeRows(access, scope, sentIds, db);
      } catch (error) {
        file?.file.resume();
        throw error;
      }
      async function* rest() {
        for (let next = await parts.next(); !next.done; next = await parts.next()) {
          if (next.value.type === 'field' && checked.has(next.value.fieldname)) throw invalidField(next.value.fieldname, 'invalid');
          yield next.value;
        }
      }
      return handler({ weddingId: scope?.weddingId ?? null, fields, file, rest: rest() }, request, reply);
    },
  });
}
