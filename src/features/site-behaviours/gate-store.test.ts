import { describe, expect, it } from 'vitest';
import type { GateOutcome, GateService } from '../../services/types/index.ts';
import { GateStore } from './gate-store.ts';

/** A server stand-in: one right pair per site, and a limit after `limit` attempts. */
class FakeGateService implements GateService {
  calls: Array<{ siteId: string; username: string; password: string }> = [];
  constructor(private readonly limit = Infinity) {}

  async signIn(siteId: string, username: string, password: string): Promise<GateOutcome> {
    this.calls.push({ siteId, username, password });
    if (this.calls.length > this.limit) return 'limited';
    return username === 'preview' && password === 'Winter-2026' ? 'passed' : 'refused';
  }
}

function gateOn(siteId: string, locked: boolean, service = new FakeGateService()) {
  const reloads: number[] = [];
  const gate = new GateStore(service, () => reloads.push(1));
  gate.configure(siteId, locked);
  return { gate, service, reloads };
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
});
