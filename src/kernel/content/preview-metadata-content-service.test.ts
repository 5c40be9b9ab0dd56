import { describe, expect, it } from 'vitest';
import type { ContentService } from '../types/index.ts';
import { PreviewMetadataContentService } from './preview-metadata-content-service.ts';

describe('PreviewMetadataContentService', () => {
  it('reads the site metadata from the preview location and every other file from its usual place', async () => {
    const asked: string[] = [];
    const root: ContentService = {
      fetchFile: async (path) => {
        asked.push(path);
        return { kind: 'ok', text: path };
      },
    };
    const preview = new PreviewMetadataContentService(root);
    expect(await preview.fetchFile('metadata-v2.json')).toEqual({
      kind: 'ok',
      text: 'preview/metadata-v2.json',
    });
    await preview.fetchFile('uk/config.json');
    expect(asked).toEqual(['preview/metadata-v2.json', 'uk/config.json']);
  });
});
