import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import { ZFailure, successEnvelope } from '../../domain/api';
import type { RouteAccess } from './http';
import { SESSION_COOKIE } from './sessions';

/**
 * The API document, generated from the zod schemas the routes use.
 *
 * Each route states its contract with `schema: docs({...})`: the domain schemas of its parameters, query, body
 * and the `data` of its success envelope. Fastify serialises replies with the response schemas (fast-json-stringify:
 * faster than JSON.stringify, and a field the schema does not list is not sent); input is still validated by the
 * route's `parse()`, so a bad request keeps its 400 with per-field messages. @fastify/swagger turns the same
 * schemas into the OpenAPI 3.1 document served at GET /api/docs.
 */

type TSuccessStatus = 200 | 201 | 202;

export interface TRouteDocs {
  summary: string;
  description?: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /** A multipart/form-data body: its text fields and the names of its file fields. */
  multipart?: { fields?: z.ZodType; files: string[] };
  /** Success replies: status -> the schema of the envelope's `data`. */
  response?: Partial<Record<TSuccessStatus, z.ZodType>>;
  /**
   * Success replies documented but not serialised through a schema: for `data` whose shape varies
   * (a free-form record the server passes on as it stands).
   */
  documentedResponse?: Partial<Record<TSuccessStatus, z.ZodType>>;
  /** A reply that is not the JSON envelope but a file: its media type and what it is. */
  file?: { contentType: string; description: string };
}

// Key of the replies that are only documented: Fastify ignores it, the document's transform below reads it.
const DOCUMENTED_RESPONSE = 'x-documented-response';

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { target: 'draft-7', io, unrepresentable: 'any' });
  return rest;
}

const envelopeSchemas = (replies: TRouteDocs['response']) =>
  Object.fromEntries(Object.entries(replies ?? {}).map(([status, data]) => [status, jsonSchema(successEnvelope(data), 'output')]));

/** A route's `schema` option from its domain zod schemas. */
export function docs(route: TRouteDocs): FastifySchema {
  const schema: FastifySchema & Record<string, unknown> = { summary: route.summary };
  if (route.description) schema.description = route.description;
  if (route.params) schema.params = jsonSchema(route.params, 'input');
  if (route.querystring) schema.querystring = jsonSchema(route.querystring, 'input');
  if (route.body) schema.body = jsonSchema(route.body, 'input');
  if (route.multipart) {
    const fields = route.multipart.fields ? jsonSchema(route.multipart.fields, 'input') : { type: 'object', properties: {} };
    const files = Object.fromEntries(
      route.multipart.files.map((name) => [name, { type: 'array', items: { type: 'string', format: 'binary' }, description: 'Files (repeat the field)' }]),
    );
    schema.consumes = ['multipart/form-data'];
    schema.body = { ...fields, properties: { ...(fields.properties as object), ...files } };
  }
  if (route.response) schema.response = envelopeSchemas(route.response);
  const documented: Record<string, unknown> = envelopeSchemas(route.documentedResponse);
  if (route.file) {
    documented['200'] = {
      description: route.file.description,
      content: { [route.file.contentType]: { schema: { type: 'string', format: 'binary' } } },
    };
  }
  if (Object.keys(documented).length) schema[DOCUMENTED_RESPONSE] = documented;
  return schema;
}

const FAILURE = { ...jsonSchema(ZFailure, 'output'), description: 'Refused or failed: the error envelope' };

/**
 * Registers the document's generator (before any route, so it sees them all) and GET /api/docs. Fastify's own
 * input validation is switched off: the routes' `parse()` validates, with the API's messages.
 */
export async function registerApiDocs(app: FastifyInstance, version: string): Promise<void> {
  app.setValidatorCompiler(() => () => true);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Advertising Compliance Platform API',
        version,
        description:
          'Every JSON reply is an envelope: `{ success: true, data, message?, meta? }` or `{ success: false, error, code, fieldErrors? }`. ' +
          'Sign in with POST /api/login; the session travels in a cookie. `x-access` names who may call each operation: ' +
          '`public`, `signed_in`, or an action of the permission table (src/domain/permissions.ts).',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } } },
    },
    transform: ({ schema, url, route }) => {
      if (!url.startsWith('/api/')) return { schema: { ...schema, hide: true } as FastifySchema, url };
      const access = route.config?.access as RouteAccess | undefined;
      const { [DOCUMENTED_RESPONSE]: documented, ...rest } = (schema ?? {}) as Record<string, unknown>;
      return {
        url,
        schema: {
          ...rest,
          tags: [url.split('/')[2] ?? 'api'],
          security: access === 'public' ? [] : [{ session: [] }],
          'x-access': access ?? 'none',
          response: { ...(rest.response as object), ...(documented as object), '4XX': FAILURE, '5XX': FAILURE },
        } as FastifySchema,
      };
    },
  });

  app.get(
    '/api/docs',
    {
      config: { access: 'signed_in' },
      schema: {
        summary: 'This document: the API in OpenAPI 3.1 (the document itself, not in the envelope)',
        [DOCUMENTED_RESPONSE]: { 200: { description: 'The OpenAPI document', type: 'object', properties: { openapi: { type: 'string' } } } },
      },
    },
    async () => app.swagger(),
  );
}
