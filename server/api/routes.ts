import type { FastifyPluginAsync } from 'fastify';
import { sessionRoutes } from '../commerce/session/session-routes.ts';
import type { SessionService } from '../commerce/session/session-service.ts';
import type { CommerceContext } from './context.ts';

/** Every commerce feature's routes, registered in one place. */
export function commerceRoutes(context: CommerceContext, sessions: SessionService): FastifyPluginAsync {
  return async (app) => {
    await app.register(sessionRoutes(context, sessions));
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  };
}
