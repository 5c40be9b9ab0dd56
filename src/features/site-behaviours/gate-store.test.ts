import { describe, expect, it } from 'vitest';
import { hashGateCredentials } from '../../../shared/site-gate.ts';
import { ManualClock, MemoryStorage } from '../../../tests/helpers/fake-services.ts';
import { GATE_LIFETIME_MS, gateRecordKey, GateStore } from './gate-store.ts';

describe('GateStore', () => {
  it('leaves a site without credentials open', () => {
    const gate = new GateStore(new MemoryStorage(), new ManualClock());
    gate.configure('uk', undefined);
    expect(gate.locked).toBe(false);
  });

  it('refuses a wrong pair, accepts the configured one (username in any case) and remembers it for 24 hours', async () => {
    const storage = new MemoryStorage();
    const clock = new ManualClock();
    const gate = new GateStore(storage, clock);
    gate.configure('uk', [await hashGateCredentials('preview', 'Winter-2026')]);
    expect(gate.locked).toBe(true);

    expect(await gate.submit('preview', 'winter-2026')).toBe(false);
    expect(gate.failed).toBe(true);
    expect(gate.locked).toBe(true);
    gate.clearError();
    expect(gate.failed).toBe(false);

    expect(await gate.submit(' Preview ', 'Winter-2026')).toBe(true);
    expect(gate.locked).toBe(false);
    expect(Number(storage.get(gateRecordKey('uk')))).toBe(clock.now() + GATE_LIFETIME_MS);

    const nextVisit = new GateStore(storage, clock);
    nextVisit.configure('uk', [await hashGateCredentials('preview', 'Winter-2026')]);
    expect(nextVisit.locked).toBe(false);
    clock.advance(GATE_LIFETIME_MS);
    const dayLater = new GateStore(storage, clock);
    dayLater.configure('uk', [await hashGateCredentials('preview', 'Winter-2026')]);
    expect(dayLater.locked).toBe(true);
  });

  it('keeps passes per site', async () => {
    const storage = new MemoryStorage();
    const clock = new ManualClock();
    const pair = await hashGateCredentials('a', 'b');
    const uk = new GateStore(storage, clock);
    uk.configure('uk', [pair]);
    await uk.submit('a', 'b');
    const us = new GateStore(storage, clock);
    us.configure('us', [pair]);
    expect(us.locked).toBe(true);
  });
});
