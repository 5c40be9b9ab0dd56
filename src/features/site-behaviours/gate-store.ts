import { makeAutoObservable, runInAction } from 'mobx';
import type { GateOutcome, GateService } from '../../services/types/index.ts';

/**
 * The optional site gate. The server decides: it marks a site `gated` in the sites index while this visitor holds no
 * pass for it, and serves none of its content until then. A right pair earns the pass (a cookie scripts cannot read),
 * after which the page reloads so the server serves the real one.
 */
export class GateStore {
  siteId = '';
  locked = false;
  /** The last attempt's answer, shown until a field takes focus; undefined before any and after clearing. */
  outcome: GateOutcome | undefined = undefined;
  checking = false;

  constructor(
    private readonly service: GateService,
    private readonly reload: () => void,
  ) {
    makeAutoObservable<GateStore, 'service' | 'reload'>(this, { service: false, reload: false });
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
  }

  async submit(username: string, password: string): Promise<boolean> {
    this.checking = true;
    const outcome = await this.service.signIn(this.siteId, username, password);
    runInAction(() => {
      // A pass keeps the button disabled until the reload replaces the page.
      this.checking = outcome === 'passed';
      this.outcome = outcome === 'passed' ? undefined : outcome;
    });
    if (outcome === 'passed') this.reload();
    return outcome === 'passed';
  }

  clearError(): void {
    this.outcome = undefined;
  }
}
