import type { FastifyPluginAsync } from 'fastify';
import { sendError } from '../lib/http-error.ts';

/**
 * `/api/*` placeholder until the commerce API lands: an honest JSON 404 for every method, never a faked answer, and
 * never the SPA shell (a client parsing JSON would choke on HTML).
 */
export const apiFallbackPlugin: FastifyPluginAsync = async (app) => {
  const notBuilt = (method: string, url: string): string =>
    `No API route for ${method} ${url.split('?')[0]}: the commerce API is not built yet`;
  app.all('/api', async (request, reply) =>
    sendError(reply, 404, 'NOT_FOUND', notBuilt(request.method, request.url)),
  );
  app.all('/api/*', async (request, reply) =>
    sendError(reply, 404, 'NOT_FOUND', notBuilt(request.method, request.url)),
  );
};
