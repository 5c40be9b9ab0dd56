import { describe, expect, it } from 'vitest';
import type { SiteMetadata } from '../../content/index.ts';
import { pageFirstMetadata } from './page-first-metadata.ts';

const metadata = (inMaintenance: boolean) => ({ inMaintenance }) as SiteMetadata;

describe('pageFirstMetadata', () => {
  it("answers the first read with the page's metadata and every later one from the network", async () => {
    let polls = 0;
    const service = pageFirstMetadata({ fetch: () => Promise.resolve(metadata(++polls > 0)) }, () =>
      Promise.resolve(metadata(false)),
    );
    expect(await service.fetch()).toEqual({ inMaintenance: false });
    expect(polls).toBe(0);
    expect(await service.fetch()).toEqual({ inMaintenance: true });
    expect(await service.fetch()).toEqual({ inMaintenance: true });
    expect(polls).toBe(2);
  });

  it("asks the network when the page's own read failed", async () => {
    let polls = 0;
    const service = pageFirstMetadata({ fetch: () => Promise.resolve(metadata(++polls > 0)) }, () =>
      Promise.reject(new Error('offline')),
    );
    expect(await service.fetch()).toEqual({ inMaintenance: true });
    expect(polls).toBe(1);
  });
});
