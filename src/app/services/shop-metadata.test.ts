import { describe, expect, it, vi } from 'vitest';
import type { ContentFetchResult, ContentService } from '../../kernel/types/index.ts';
import { readIdentitySettings } from '../../features/account/account-services.ts';
import { readSiteTag } from '../../kernel/site/api-site.ts';
import { readSearchConfig } from './search-config.ts';
import { readShopMetadata, shopIntegrations } from '../../kernel/api/shop-metadata.ts';

const METADATA = JSON.stringify({ siteTag: 'storefront-demo', integrations: { identity: false } });

function contentAnswering(...answers: ContentFetchResult[]) {
  const fetchFile = vi.fn(() => Promise.resolve(answers.shift() ?? { kind: 'ok' as const, text: METADATA }));
  return { content: { fetchFile } as unknown as ContentService, fetchFile };
}

describe('readShopMetadata', () => {
  it('fetches metadata-v2.json once for the site tag, the search settings and the identity settings', async () => {
    const { content, fetchFile } = contentAnswering();
    const origin = { host: 'shop.example', protocol: 'https:' };
    const [tag, search, identity] = await Promise.all([
      readSiteTag(content),
      readSearchConfig(content, origin),
      readIdentitySettings(content),
    ]);
    expect(tag).toBe('storefront-demo');
    expect(search.hosts).toEqual([{ url: 'shop.example', protocol: 'https' }]);
    expect(identity).toBeNull();
    expect(fetchFile).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed read, so the next one asks again', async () => {
    const { content, fetchFile } = contentAnswering({ kind: 'timeout', message: 'slow' });
    await expect(readShopMetadata(content)).rejects.toThrow('metadata-v2.json: timeout');
    expect(await readShopMetadata(content)).toMatchObject({ siteTag: 'storefront-demo' });
    expect(fetchFile).toHaveBeenCalledTimes(2);
  });
});

describe('shopIntegrations', () => {
  it('gives the integrations switched on or off, and none when the metadata cannot be read', async () => {
    const metadata = { integrations: { marketing: true, identity: false, search: 'yes' } };
    const { content } = contentAnswering({ kind: 'ok', text: JSON.stringify(metadata) });
    expect(await shopIntegrations(content)).toEqual({ marketing: true, identity: false });
    const broken = contentAnswering({ kind: 'timeout', message: 'slow' });
    expect(await shopIntegrations(broken.content)).toEqual({});
  });
});
