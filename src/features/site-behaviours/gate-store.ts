import { makeAutoObservable, runInAction } from 'mobx';
import { matchesGateCredentials } from '../../../shared/site-gate.ts';
import type { Clock, KeyValueStorage } from '../../services/types/index.ts';
import { MEMORY_KEYS } from '../../stores/shopper-memory-store.ts';

/** A passed gate stays open this long (24 hours). */
export const GATE_LIFETIME_MS = 86400000;
export const gateRecordKey = MEMORY_KEYS.gateRecord;

type Credentials = ReadonlyArray<{ username: string; password: string }>;

/**
 * The optional site gate: with credentials configured for the site and no unexpired record
 * of a pass, the site is locked until the visitor gives a matching pair; a pass is remembered for 24 hours.
 */
export class GateStore {
  siteId = '';
  credentials: Credentials = [];
  unlocked = false;
  failed = false;
  checking = false;

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly clock: Clock,
  ) {
    makeAutoObservable<GateStore, 'storage' | 'clock'>(this, { storage: false, clock: false });
  }

  get locked(): boolean {
    return this.credentials.length > 0 && !this.unlocked;
  }

  /** The site's configured pairs (from its config.json); an unexpired pass of this site unlocks at once. */
  configure(siteId: string, credentials: Credentials | undefined): void {
    this.siteId = siteId;
    this.credentials = credentials ?? [];
    const passUntil = Number(this.storage.get(gateRecordKey(siteId)));
    this.unlocked = passUntil > this.clock.now();
  }

  async submit(username: string, password: string): Promise<boolean> {
    this.checking = true;
    const matched = await matchesGateCredentials(this.credentials, username, password);
    runInAction(() => {
      this.checking = false;
      this.failed = !matched;
      if (!matched) return;
      this.storage.set(gateRecordKey(this.siteId), String(this.clock.now() + GATE_LIFETIME_MS));
      this.unlocked = true;
    });
    return matched;
  }

  clearError(): void {
    this.failed = false;
  }
}
