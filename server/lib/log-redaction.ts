import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose values are secrets or personal data: the Algolia client puts its keys in the query string,
 * order links carry a lookup token, and e-mail addresses reach some calls. Logs are read by more people, and kept
 * longer, than the database.
 */
const SECRET_PARAMETER = /(?:key|token|secret|password|email|uat|signature|sig|code)$/i;
const EMAIL = /[^/?&=\s@]+@[^/?&=\s@]+/g;
const REDACTED = '[redacted]';

/** The URL as logs may keep it: path and parameter names kept, secret values and e-mail addresses replaced. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = (queryAt < 0 ? url : url.slice(0, queryAt)).replace(EMAIL, REDACTED);
  if (queryAt < 0) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair.replace(EMAIL, REDACTED);
      const name = pair.slice(0, equals);
      let decodedName = name;
      try {
        decodedName = decodeURIComponent(name);
      } catch {
        // A malformed name is kept as sent; its value is judged by the raw name.
      }
      const value = pair.slice(equals + 1);
      const secret = SECRET_PARAMETER.test(decodedName) || /@|%40/i.test(value);
      return `${name}=${secret ? REDACTED : value}`;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Fastify's request log fields, with the URL redacted. */
export const requestLogSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
