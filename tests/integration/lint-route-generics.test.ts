import { ESLint } from 'eslint';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Lints planted route declarations as if they were a file of server/, with the project's own config: if the rule
// against hand-written route generics goes dead (a renamed AST property, a config block that no longer matches
// server/), this fails.
const root = join(import.meta.dirname, '..', '..');
const probePath = join(root, 'server', `lint-probe-${process.pid}.ts`);

async function lint(text: string): Promise<string[]> {
  const [result] = await new ESLint({ cwd: root }).lintText(text, { filePath: probePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

const plugin = (route: string) =>
  "import Fastify from 'fastify';\n\nconst app = Fastify();\n" + route + '\nexport { app };\n';

describe('route types (lint)', { timeout: 60_000 }, () => {
  it.each([
    ['a body', "app.post<{ Body: { a: string } }>('/probe', async (request) => request.body.a);"],
    ['params', "app.get<{ Params: { id: string } }>('/probe/:id', async (request) => request.params.id);"],
    [
      'a querystring',
      "app.delete<{ Querystring: { q: string } }>('/probe', async (request) => request.query.q);",
    ],
    [
      'a route object',
      "app.route<{ Body: string }>({ method: 'PUT', url: '/probe', handler: async () => 'ok' });",
    ],
  ])('reports a route typed by a hand-written generic for %s', async (_name, route) => {
    expect(await lint(plugin(route))).toEqual([
      expect.stringMatching(/^no-restricted-syntax: Type a route from its schemas/),
    ]);
  });

  it('lets a route typed from its schema through', async () => {
    const route =
      "const params = { type: 'object', properties: { id: { type: 'string' } } } as const;\n" +
      "app.get('/probe/:id', { schema: { params } }, async () => 'ok');";
    expect(await lint(plugin(route))).toEqual([]);
  });
});
