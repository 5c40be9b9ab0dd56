import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../../tests/helpers/fake-services.ts';
import {
  CHECKED_FILES_KEY,
  MISSING_FILES_KEY,
  PreviewMetadataContentService,
  PrimedContentService,
  RecordingContentService,
} from './services.ts';
import type { ContentService } from '../types/index.ts';
import { validateBlock } from '../../validation/index.ts';
import { ContentLoader } from '../../content/index.ts';

const PAGE = 'uk/data/en/pages/home.json';
const goodBlock = { type: 'rich-text', html: '<p>Hello</p>' };
const badBlock = { type: 'rich-text', html: 42 };

/** The server's side of a page: loads files through the loader and records them with what passed. */
async function recordOnServer(files: Record<string, unknown>) {
  const recording = new RecordingContentService(async (path) =>
    path in files ? JSON.stringify(files[path]) : null,
  );
  const reporter = { report: () => {} };
  await new ContentLoader(recording, reporter).load('uk', 'page', { language: 'en', name: 'home' });
  return recording.files;
}

/** A network that must not be asked: every primed file comes from the page. */
const noNetwork: ContentService = { fetchFile: () => Promise.reject(new Error('fetched over the network')) };

describe('content the server checked', () => {
  it('is listed as checked when the file and every block in it pass', async () => {
    const files = await recordOnServer({ [PAGE]: { blocks: [goodBlock] } });
    expect(JSON.parse(files[CHECKED_FILES_KEY]!)).toEqual([PAGE]);
  });

  it('is not listed when one of its blocks fails its schema, though the file itself passes', async () => {
    const files = await recordOnServer({
      [PAGE]: { blocks: [goodBlock, { type: 'tabs', tabs: [{ blocks: [badBlock] }] }] },
    });
    expect(files[PAGE]).toBeDefined();
    expect(files[CHECKED_FILES_KEY]).toBeUndefined();
  });

  it('is used by the browser without checking again, its blocks trusted as they render', async () => {
    // Content the browser's own check would refuse: only a server's word makes it pass.
    const page = { blocks: [badBlock] };
    const primed = new PrimedContentService(
      { [PAGE]: JSON.stringify(page), [CHECKED_FILES_KEY]: JSON.stringify([PAGE]) },
      noNetwork,
    );
    const services = createFakeServices({});
    const loaded = await new ContentLoader(primed, services.reporter).load('uk', 'page', {
      language: 'en',
      name: 'home',
    });
    expect(loaded).toEqual(page);
    expect(validateBlock('rich-text', loaded!.blocks[0])).toEqual([]);
    expect(services.reporter.reports).toEqual([]);
  });

  it('is checked again in the staff preview, which shows editors every problem', async () => {
    const primed = new PrimedContentService(
      { [PAGE]: JSON.stringify({ blocks: 'none' }), [CHECKED_FILES_KEY]: JSON.stringify([PAGE]) },
      noNetwork,
    );
    const services = createFakeServices({});
    const loader = new ContentLoader(new PreviewMetadataContentService(primed), services.reporter);
    expect(await loader.load('uk', 'page', { language: 'en', name: 'home' })).toBeNull();
    expect(services.reporter.reports).toContainEqual(expect.objectContaining({ file: PAGE, rule: 'type' }));
  });

  it('is checked in the browser when the page does not list it', async () => {
    const primed = new PrimedContentService({ [PAGE]: JSON.stringify({ blocks: 'none' }) }, noNetwork);
    const services = createFakeServices({});
    const loader = new ContentLoader(primed, services.reporter);
    expect(await loader.load('uk', 'page', { language: 'en', name: 'home' })).toBeNull();
    expect(services.reporter.reports).toContainEqual(expect.objectContaining({ file: PAGE, rule: 'type' }));
  });
});

describe('an optional file the server found missing', () => {
  it('is missing in the browser too, once, with no request (none refused in the console) and no report', async () => {
    const splash = 'us/data/en/splash-modal.json';
    const recording = new RecordingContentService(async () => null);
    const server = new ContentLoader(recording, { report: () => {} });
    expect(await server.load('us', 'splashModal', { language: 'en' })).toBeNull();
    expect(JSON.parse(recording.files[MISSING_FILES_KEY]!)).toEqual([splash]);

    const asked: string[] = [];
    const network: ContentService = {
      fetchFile: (path) => {
        asked.push(path);
        return Promise.resolve({ kind: 'missing', status: 404 });
      },
    };
    const services = createFakeServices({});
    const primed = new PrimedContentService(recording.files, network);
    // Nothing to check, so the browser fetches no validator for it.
    expect(primed.checkedByServer(splash)).toBe(true);
    const browser = new ContentLoader(primed, services.reporter);
    expect(await browser.load('us', 'splashModal', { language: 'en' })).toBeNull();
    expect(asked).toEqual([]);
    expect(primed.checkedByServer(splash)).toBe(false);
    expect(services.reporter.reports).toEqual([]);
    // A later read (the operator may have added it since) asks the network.
    await browser.load('us', 'splashModal', { language: 'en' });
    expect(asked).toEqual([splash]);
  });
});
