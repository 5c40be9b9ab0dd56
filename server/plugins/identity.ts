import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { userPoolParams } from '../../schemas/api/path-params.schema.ts';
import type { SiteDirectory } from '../api/site-directory.ts';
import type { OutboxService } from '../commerce/outbox/outbox-service.ts';
import { CognitoError } from '../identity/cognito-error.ts';
import type { SendMail } from '../identity/identity-codes.ts';
import { IdentityService } from '../identity/identity-service.ts';
import { clientKeyOf } from '../lib/client-key.ts';
import type { Identity } from '../identity/index.ts';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const AMZ_JSON = 'application/x-amz-json-1.1';
/** The largest call body: a sign-up with every attribute fits many times over. */
const BODY_LIMIT = 32 * 1024;

function sendCognitoError(reply: FastifyReply, error: CognitoError) {
  if (error.retryAfterSeconds !== undefined)
    void reply.header('retry-after', String(error.retryAfterSeconds));
  return reply
    .status(error.status)
    .header('content-type', AMZ_JSON)
    .header('x-amzn-errortype', error.type)
    .header('x-amzn-requestid', randomUUID())
    .send(Buffer.from(JSON.stringify({ __type: error.type, message: error.message })));
}

/**
 * The shop's own user pool at `POST /identity`, in the Cognito user-pool protocol (so the AWS SDK's client works with
 * its endpoint set here), and the pool's public keys at `GET /identity/<poolId>/.well-known/jwks.json`. Codes go out
 * through the shop's outbox. With IDENTITY_ISSUER naming a remote pool there is nothing to serve.
 */
export const identityPlugin: FastifyPluginAsyncJsonSchemaToTs<{
  Options: {
    identity: Identity;
    outbox: Pick<OutboxService, 'enqueue'>;
    sites: Pick<SiteDirectory, 'bySiteId'>;
  };
}> = async (app, { identity, outbox, sites }) => {
  const { keys, settings } = identity;
  if (!keys) return;
  const sendMail: SendMail = async (tx, mail) => {
    const site = mail.siteHint ? await sites.bySiteId(mail.siteHint) : undefined;
    const { kind, recipient, subject, bodyText, language } = mail;
    const siteId = site?.siteId ?? null;
    await outbox.enqueue(tx, { kind, recipient, subject, bodyText, language, siteId }, app.log);
  };
  const service = new IdentityService({ db: identity.db, settings, keys, now: identity.now, sendMail });

  app.addContentTypeParser(AMZ_JSON, { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new CognitoError('SerializationException', 'The request body is not valid JSON'), undefined);
    }
  });
  app.setErrorHandler((error: FastifyError | CognitoError, request, reply) => {
    if (error instanceof CognitoError) return sendCognitoError(reply, error);
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'identity request failed');
      return sendCognitoError(
        reply,
        new CognitoError('InternalErrorException', 'Internal server error', 500),
      );
    }
    if (status === 413)
      return sendCognitoError(
        reply,
        new CognitoError('InvalidParameterException', 'Request body too large', 413),
      );
    return sendCognitoError(reply, new CognitoError('SerializationException', error.message));
  });

  // The SDK posts to its endpoint's path with a slash added; a hand-written client may leave it off.
  app.post('/identity', { bodyLimit: BODY_LIMIT }, (request, reply) => answer(request, reply));
  app.post('/identity/', { bodyLimit: BODY_LIMIT }, (request, reply) => answer(request, reply));
  async function answer(request: FastifyRequest, reply: FastifyReply) {
    const target = request.headers['x-amz-target'];
    const operation =
      typeof target === 'string' && target.startsWith(TARGET_PREFIX)
        ? target.slice(TARGET_PREFIX.length)
        : '';
    const result = await service.handle(operation, request.body, { address: clientKeyOf(request) });
    return reply
      .header('content-type', AMZ_JSON)
      .header('x-amzn-requestid', randomUUID())
      .header('cache-control', 'no-store')
      .send(Buffer.from(JSON.stringify(result)));
  }

  app.get(
    '/identity/:poolId/.well-known/jwks.json',
    { schema: { params: userPoolParams } },
    async (request, reply) => {
      if (request.params.poolId !== settings.userPoolId)
        return sendCognitoError(
          reply,
          new CognitoError('ResourceNotFoundException', 'User pool does not exist.', 404),
        );
      return reply.header('cache-control', 'public, max-age=300').send((await keys()).jwks);
    },
  );
};
