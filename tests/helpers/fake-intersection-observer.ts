import { vi } from 'vitest';

/**
 * An IntersectionObserver that captures its callback, so a test decides how much of an element is visible
 * (`show(ratio)`) instead of relying on layout, which jsdom does not do.
 */
export class FakeIntersectionObserver {
  /** Every observer built since the last install, oldest first. */
  static instances: FakeIntersectionObserver[] = [];
  /** The observer built last: the one of the block under test when it renders alone. */
  static get last(): FakeIntersectionObserver | undefined {
    return FakeIntersectionObserver.instances.at(-1);
  }
  readonly targets: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets.length = 0;
  }
  takeRecords() {
    return [];
  }
  /** Reports every observed element as `ratio` visible. */
  show(ratio: number) {
    const entries = this.targets.map((target) => ({
      target,
      intersectionRatio: ratio,
      isIntersecting: ratio > 0,
    }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

/** Puts the fake in place of the global IntersectionObserver with no observers recorded (for `beforeEach`). */
export function installFakeIntersectionObserver() {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
}

/** Restores the globals stubbed by the test, the IntersectionObserver among them (for `afterEach`). */
export function uninstallFakeIntersectionObserver() {
  vi.unstubAllGlobals();
}
