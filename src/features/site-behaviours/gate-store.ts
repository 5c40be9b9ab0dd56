import { makeAutoObservable, runInAction } from 'mobx';
import { GATE_PASS_LIFETIME_MS, normaliseGateUsername } from '../../../shared/site-gate.ts';
import type { Clock, GateOutcome, GateService, KeyValueStorage } from '../../kernel/types/index.ts';
import { MEMORY_KEYS } from '../../kernel/session/shopper-memory-store.ts';
import { readGateRecord, type GateRecord } from './stored-records.ts';

/**
 * The optional site gate. The server decides: it marks a site `gated` in the sites index while this visitor holds no
 * pass for it, and serves none of its content until then. A right pair earns the pass (a cookie scripts cannot read),
 * after which the page reloads so the server serves the real one. The browser keeps a record of the pass
 * (`{name, expires}`) beside the cookie, for the tools that read it; the server's cookie alone opens the site.
 */
export class GateStore {
  siteId = '';
  locked = false;
  /** The last attempt's answer, shown until a field takes focus; undefined before any and after clearing. */
  outcome: GateOutcome | undefined = undefined;
  checking = false;
  /** This browser's record of its pass for the site; null without one. */
  pass: GateRecord | null = null;

  constructor(
    private readonly service: GateService,
    private readonly reload: () => void,
    private readonly storage: KeyValueStorage,
    private readonly clock: Clock,
  ) {
    makeAutoObservable<GateStore, 'service' | 'reload' | 'storage' | 'clock'>(this, {
      service: false,
      reload: false,
      storage: false,
      clock: false,
    });
  }

  get failed(): boolean {
    return this.outcome === 'refused';
  }

  get limited(): boolean {
    return this.outcome === 'limited';
  }

  /** The site the visitor is on, and whether the server keeps it closed to them. */
  configure(siteId: string, locked: boolean): void {
    this.siteId = siteId;
    this.locked = locked;
    this.pass = this.currentPass(siteId, locked);
  }

  /**
   * The stored pass, rewritten in the current shape when an older browser kept an earlier one. A lapsed pass, or one
   * the server no longer honours (it keeps the site closed), is forgotten.
   */
  private currentPass(siteId: string, locked: boolean): GateRecord | null {
    const key = MEMORY_KEYS.gateRecord(siteId);
    const raw = this.storage.get(key);
    const record = readGateRecord(raw);
    if (!record || locked || record.expires <= this.clock.now()) {
      if (raw !== null) this.storage.remove(key);
      return null;
    }
    const current = JSON.stringify(record);
    if (raw !== current) this.storage.set(key, current);
    return record;
  }

  async submit(username: string, password: string): Promise<boolean> {
    this.checking = true;
    const outcome = await this.service.signIn(this.siteId, username, password);
    runInAction(() => {
      // A pass keeps the button disabled until the reload replaces the page.
      this.checking = outcome === 'passed';
      this.outcome = outcome === 'passed' ? undefined : outcome;
      if (outcome === 'passed') this.remember(username);
    });
    if (outcome === 'passed') this.reload();
    return outcome === 'passed';
  }

  private remember(username: string): void {
    const record = {
      name: normaliseGateUsername(username),
      expires: this.clock.now() + GATE_PASS_LIFETIME_MS,
    };
    this.storage.set(MEMORY_KEYS.gateRecord(this.siteId), JSON.stringify(record));
    this.pass = record;
  }

  clearError(): void {
    this.outcome = undefined;
  }
}
