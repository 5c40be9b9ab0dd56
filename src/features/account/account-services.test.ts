import { describe, expect, it } from 'vitest';
import { MemoryContentService, MemoryStorage } from '../../../tests/helpers/fake-services.ts';
import {
  createAccountServices,
  DEFAULT_IDENTITY_SETTINGS,
  readIdentitySettings,
} from './account-services.ts';

const POOL = { region: 'eu-central-1', userPoolId: 'eu-central-1_abc', clientId: 'web-client' };

describe('readIdentitySettings', () => {
  it('reads the pool from metadata-v2.json when accounts are on, with no endpoint for a real pool', async () => {
    const content = new MemoryContentService({
      'metadata-v2.json': { inMaintenance: false, integrations: { identity: true }, identity: POOL },
    });
    expect(await readIdentitySettings(content)).toEqual(POOL);
  });

  it('falls back to our own identity server when the pool is not named', async () => {
    const content = new MemoryContentService({
      'metadata-v2.json': { inMaintenance: false, integrations: { identity: true } },
    });
    expect(await readIdentitySettings(content)).toEqual(DEFAULT_IDENTITY_SETTINGS);
  });

  it('is null when the identity integration is off', async () => {
    const content = new MemoryContentService({
      'metadata-v2.json': { inMaintenance: false, integrations: { identity: false }, identity: POOL },
    });
    expect(await readIdentitySettings(content)).toBeNull();
  });
});

describe('createAccountServices', () => {
  it('refuses the identity service when accounts are off', async () => {
    const content = new MemoryContentService({ 'metadata-v2.json': { inMaintenance: false } });
    const { account } = createAccountServices({
      content,
      storage: new MemoryStorage(),
      commerce: () => Promise.reject(new Error('not needed')),
      origin: 'http://shop',
    });
    expect(account.hasStoredIdentity()).toBe(false);
    await expect(account.identity()).rejects.toThrow(/switched off/);
  });
});
