import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { addressBody, type AddressBody } from '../../../schemas/api/address.schema.ts';
import type { AddressType } from '../../../shared/address-rules.ts';
import {
  addressListResponse,
  addressParams,
  addressTypeQuery,
  savedAddress,
} from '../../../schemas/api/addresses.schema.ts';
import { siteTagQuery } from '../../../schemas/api/common.schema.ts';
import type { ErrorCode } from '../../../schemas/api/errors.ts';
import { ApiError } from '../../api/api-error.ts';
import type { CommerceContext } from '../../api/context.ts';
import { requireAccount } from '../../api/request-guards.ts';
import { addressRulesRoutes } from './address-rules-routes.ts';
import { AddressService, addressTypeOf } from './address-service.ts';

const errorBody = { $ref: 'ErrorBody#' };
const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody };

/**
 * Bad input on an address write answers the action's own code (spec 2 section 8.4: ADD, UPDATE, UNABLE_TO_DELETE)
 * with the field details; an id that is not even a uuid is as missing as any other unknown id.
 */
function rejectInvalid(request: FastifyRequest, code: ErrorCode): void {
  const error = request.validationError as (Error & { validationContext?: string }) | undefined;
  if (!error) return;
  if (error.validationContext === 'params') throw new ApiError(404, code, 'No such address');
  throw new ApiError(400, code, error.message, error instanceof ApiError ? error.details : undefined);
}

/** The locale of the caller's session site and language, for addresses sent without one. */
function sessionLocale(request: FastifyRequest): string {
  const session = request.shopper.session;
  return session ? (session.site.locales[session.language] ?? '') : '';
}

/** Saved addresses of signed-in customers (spec 2 section 7.5), plus the public rules and territory routes. */
export function addressRoutes(context: CommerceContext): FastifyPluginAsync {
  return async (app) => {
    const addresses = new AddressService(context);
    await app.register(addressRulesRoutes(context));

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
        const body = request.body as AddressBody;
        const queried = (request.query as { type?: AddressType }).type;
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
        const { id } = request.params as { id: string };
        const body = request.body as AddressBody;
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
        await addresses.remove(accountId, (request.params as { id: string }).id);
        return addresses.list(accountId, sessionLocale(request));
      },
    );
  };
}
