import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyRequest } from 'fastify';
import { addressBody } from '../../../schemas/api/address.schema.ts';
import {
  addressListResponse,
  addressParams,
  addressTypeQuery,
  savedAddress,
} from '../../../schemas/api/addresses.schema.ts';
import { siteTagQuery } from '../../../schemas/api/common.schema.ts';
import type { ErrorCode } from '../../../schemas/api/errors.ts';
import { ApiError } from '../../api/api-error.ts';
import { requireAccount } from '../../api/request-guards.ts';
import { addressRulesRoutes } from './address-rules-routes.ts';
import { addressTypeOf } from './address-service.ts';

const errorBody = { $ref: 'ErrorBody#' };
const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody };

/**
 * Bad input on an address write answers the action's own code (ADD, UPDATE, UNABLE_TO_DELETE) with the field
 * details; an id that is not even a uuid is as missing as any other unknown id.
 */
function rejectInvalid(request: FastifyRequest, code: ErrorCode): void {
  const error = request.validationError;
  if (!error) return;
  if (error.validationContext === 'params') throw new ApiError(404, code, 'No such address');
  throw new ApiError(400, code, error.message, error instanceof ApiError ? error.details : undefined);
}

/** The locale of the caller's session site and language, for addresses sent without one. */
function sessionLocale(request: FastifyRequest): string {
  const session = request.shopper.session;
  return session ? (session.site.locales[session.language] ?? '') : '';
}

/** Saved addresses of signed-in customers, plus the public address rules and territory routes. */
export const addressRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  const { addresses } = app.commerce;
  await app.register(addressRulesRoutes);

  app.get(
    '/api/v1/addresses',
    {
      schema: {
        summary: 'List the saved addresses (defaults first) and whether another may be added',
        querystring: siteTagQuery,
        response: { 200: addressListResponse, ...errors },
      },
    },
    async (request) => addresses.list(requireAccount(request).accountId, sessionLocale(request)),
  );

  app.post(
    '/api/v1/addresses',
    {
      attachValidation: true,
      schema: {
        summary: 'Save an address (type DELIVERY or BILLING); 409 ADD beyond 20',
        querystring: addressTypeQuery,
        body: addressBody,
        response: { 201: savedAddress, ...errors },
      },
    },
    async (request, reply) => {
      const { accountId } = requireAccount(request);
      rejectInvalid(request, 'ADD');
      const { body } = request;
      const queried = request.query.type;
      const sent = addressTypeOf(body.type);
      if (queried && sent && queried !== sent)
        throw new ApiError(400, 'ADD', 'The query type and the body type differ', [
          { pointer: '/body/type', rule: 'const', message: `must be ${queried}` },
        ]);
      const address = await addresses.add(
        accountId,
        queried ?? sent ?? 'DELIVERY',
        body,
        sessionLocale(request),
      );
      return reply.code(201).send(address);
    },
  );

  app.put(
    '/api/v1/addresses/:id',
    {
      attachValidation: true,
      schema: {
        summary: 'Update a saved address',
        params: addressParams,
        querystring: siteTagQuery,
        body: addressBody,
        response: { 200: savedAddress, ...errors },
      },
    },
    async (request) => {
      const { accountId } = requireAccount(request);
      rejectInvalid(request, 'UPDATE');
      const { id } = request.params;
      const { body } = request;
      if (body.reference !== undefined && body.reference !== id)
        throw new ApiError(400, 'UPDATE', 'The body reference differs from the path', [
          { pointer: '/body/reference', rule: 'const', message: `must be ${id}` },
        ]);
      return addresses.update(accountId, id, body, sessionLocale(request));
    },
  );

  app.put(
    '/api/v1/addresses/:id/remove',
    {
      attachValidation: true,
      schema: {
        summary: 'Delete a saved address; answers the remaining list',
        params: addressParams,
        querystring: siteTagQuery,
        response: { 200: addressListResponse, ...errors },
      },
    },
    async (request) => {
      const { accountId } = requireAccount(request);
      rejectInvalid(request, 'UNABLE_TO_DELETE');
      await addresses.remove(accountId, request.params.id);
      return addresses.list(accountId, sessionLocale(request));
    },
  );
};
