import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../tests/helpers/fake-services.ts';
import { ContentLoader } from './content-loader.ts';

const navTree = { levels: [{ key: 'women', label: 'Women', path: 'women' }] };

function setup(files: Record<string, unknown>) {
  const services = createFakeServices(files);
  return { services, loader: new ContentLoader(services.content, services.reporter) };
}

describe('ContentLoader', () => {
  it('returns valid content parsed', async () => {
    const { loader, services } = setup({ 'uk/data/navTree.json': navTree });
    expect(await loader.load('uk', 'navTree')).toEqual(navTree);
    expect(services.reporter.reports).toEqual([]);
  });

  it('reports invalid content with file, JSON pointer and rule, and returns null', async () => {
    const broken = { levels: [{ key: 'women', label: 42, path: 'women' }] };
    const { loader, services } = setup({ 'uk/data/navTree.json': broken });
    expect(await loader.load('uk', 'navTree')).toBeNull();
    expect(services.reporter.reports).toContainEqual(
      expect.objectContaining({ file: 'uk/data/navTree.json', pointer: '/levels/0/label', rule: 'anyOf' }),
    );
  });

  it('names the missing property in the pointer', async () => {
    const { loader, services } = setup({
      'uk/data/navTree.json': { levels: [{ key: 'women', label: 'Women' }] },
    });
    await loader.load('uk', 'navTree');
    expect(services.reporter.reports).toContainEqual(
      expect.objectContaining({ pointer: '/levels/0/path', rule: 'required' }),
    );
  });

  it("reports missing required content as 'No content for {path}'", async () => {
    const { loader, services } = setup({});
    expect(await loader.load('uk', 'footer', { language: 'en' })).toBeNull();
    expect(services.reporter.reports).toEqual([
      expect.objectContaining({ message: 'No content for uk/data/en/footer.json', rule: 'missing-file' }),
    ]);
  });

  it('gives empty for missing optional content without a report', async () => {
    const { loader, services } = setup({});
    expect(await loader.load('uk', 'splashModal', { language: 'en' })).toBeNull();
    expect(services.reporter.reports).toEqual([]);
  });

  it('reports unparsable JSON', async () => {
    const { loader, services } = setup({ 'uk/data/navTree.json': '{ "levels": [' });
    expect(await loader.load('uk', 'navTree')).toBeNull();
    expect(services.reporter.reports[0]).toMatchObject({
      file: 'uk/data/navTree.json',
      rule: 'invalid-json',
    });
  });
});
