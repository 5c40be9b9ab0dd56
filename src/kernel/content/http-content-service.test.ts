import { describe, expect, it } from 'vitest';
import { HttpContentService } from './http-content-service.ts';

const answer =
  (status: number, body = '{}') =>
  async () =>
    new Response(body, { status });

describe('HttpContentService', () => {
  it('adds the page load cache-bust value to every request', async () => {
    const urls: string[] = [];
    const service = new HttpContentService('/content', 'abc', async (url) => {
      urls.push(String(url));
      return new Response('{"a":1}');
    });
    expect(await service.fetchFile('uk/config.json')).toEqual({ kind: 'ok', text: '{"a":1}' });
    expect(urls).toEqual(['/content/uk/config.json?cb=abc']);
  });

  it('tells missing, blocked, HTTP errors and network failures apart', async () => {
    expect(await new HttpContentService('', 'x', answer(404)).fetchFile('a.json')).toEqual({
      kind: 'missing',
      status: 404,
    });
    expect(await new HttpContentService('', 'x', answer(403)).fetchFile('a.json')).toEqual({
      kind: 'blocked',
      status: 403,
    });
    expect(
      await new HttpContentService('', 'x', answer(200, '<html>challenge</html>')).fetchFile('a.json'),
    ).toMatchObject({
      kind: 'blocked',
    });
    expect(await new HttpContentService('', 'x', answer(502)).fetchFile('a.json')).toEqual({
      kind: 'http-error',
      status: 502,
    });
    const offline = new HttpContentService('', 'x', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await offline.fetchFile('a.json')).toMatchObject({ kind: 'network-error' });
    const aborted = new HttpContentService('', 'x', async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    expect(await aborted.fetchFile('a.json')).toMatchObject({ kind: 'aborted' });
  });
});
