import { describe, expect, it } from 'vitest';
import { ManualClock, MemoryStorage } from '../../../tests/helpers/fake-services.ts';
import type { GateOutcome, GateService } from '../../kernel/types/index.ts';
import { GateStore } from './gate-store.ts';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

/** A server stand-in: one right pair per site, and a limit after `limit` attempts. */
class FakeGateService implements GateService {
  calls: Array<{ siteId: string; username: string; password: string }> = [];
  constructor(private readonly limit = Infinity) {}

  async signIn(siteId: string, username: string, password: string): Promise<GateOutcome> {
    this.calls.push({ siteId, username, password });
    if (this.calls.length > this.limit) return 'limited';
    // The server matches usernames however they are typed.
    return username.trim().toLowerCase() === 'preview' && password === 'Winter-2026' ? 'passed' : 'refused';
  }
}

function gateOn(
  siteId: string,
  locked: boolean,
  service = new FakeGateService(),
  storage = new MemoryStorage(),
) {
  const reloads: number[] = [];
  const gate = new GateStore(service, () => reloads.push(1), storage, new ManualClock(NOW));
  gate.configure(siteId, locked);
  return { gate, service, reloads, storage };
}

describe('GateStore', () => {
  it('leaves a site the server left open', () => {
    expect(gateOn('uk', false).gate.locked).toBe(false);
  });

  it('asks the server, shows the same error for each wrong pair and reloads the page on a right one', async () => {
    const { gate, service, reloads } = gateOn('uk', true);
    expect(gate.locked).toBe(true);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await gate.submit('preview', 'winter-2026')).toBe(false);
      expect(gate.failed).toBe(true);
      expect(gate.limited).toBe(false);
    }
    gate.clearError();
    expect(gate.failed).toBe(false);
    expect(reloads).toEqual([]);

    expect(await gate.submit('preview', 'Winter-2026')).toBe(true);
    expect(service.calls.at(-1)).toEqual({ siteId: 'uk', username: 'preview', password: 'Winter-2026' });
    expect(gate.failed).toBe(false);
    expect(reloads).toEqual([1]);
  });

  it('tells the visitor to wait when the server refuses more attempts', async () => {
    const { gate, reloads } = gateOn('uk', true, new FakeGateService(1));
    await gate.submit('preview', 'wrong');
    expect(await gate.submit('preview', 'Winter-2026')).toBe(false);
    expect(gate.limited).toBe(true);
    expect(gate.failed).toBe(false);
    gate.clearError();
    expect(gate.limited).toBe(false);
    expect(reloads).toEqual([]);
  });

  it('records a pass as {name, expires}: the matched username and 24 hours from now', async () => {
    const { gate, storage } = gateOn('uk', true);
    await gate.submit('  PREVIEW ', 'Winter-2026');
    expect(JSON.parse(storage.get('storefront:site-gate:uk')!)).toEqual({
      name: 'preview',
      expires: NOW + DAY_MS,
    });
    expect(gate.pass).toEqual({ name: 'preview', expires: NOW + DAY_MS });
  });

  it('keeps a pass stored in the shape of earlier versions (its expiry alone), rewritten as {name, expires}', () => {
    const storage = new MemoryStorage();
    storage.set('storefront:site-gate:uk', String(NOW + 1000));
    const { gate } = gateOn('uk', false, undefined, storage);
    expect(gate.pass).toEqual({ name: '', expires: NOW + 1000 });
    expect(JSON.parse(storage.get('storefront:site-gate:uk')!)).toEqual({ name: '', expires: NOW + 1000 });
  });

  it('forgets a lapsed pass and one the server no longer honours', () => {
    const lapsed = new MemoryStorage();
    lapsed.set('storefront:site-gate:uk', JSON.stringify({ name: 'preview', expires: NOW }));
    expect(gateOn('uk', false, undefined, lapsed).gate.pass).toBeNull();
    expect(lapsed.get('storefront:site-gate:uk')).toBeNull();

    const refused = new MemoryStorage();
    refused.set('storefront:site-gate:uk', JSON.stringify({ name: 'preview', expires: NOW + DAY_MS }));
    expect(gateOn('uk', true, undefined, refused).gate.pass).toBeNull();
    expect(refused.get('storefront:site-gate:uk')).toBeNull();
  });
});
