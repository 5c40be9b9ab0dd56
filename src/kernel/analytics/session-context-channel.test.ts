import { describe, expect, it } from 'vitest';
import {
  SESSION_CONTEXT_EVENT,
  SESSION_CONTEXT_GLOBAL,
  SessionContextChannel,
  type SessionContext,
} from './session-context-channel.ts';

const context = {
  sessionId: 'session-1',
  siteId: 'ae',
  country: 'AE',
  language: 'ar',
  currency: 'AED',
  direction: 'rtl' as const,
};

describe('SessionContextChannel', () => {
  it('emits the session context with the page’s path at every page view, and keeps the latest on the page', () => {
    const page = Object.assign(new EventTarget(), {}) as EventTarget & Record<string, unknown>;
    const heard: SessionContext[] = [];
    page.addEventListener(SESSION_CONTEXT_EVENT, (event) =>
      heard.push((event as CustomEvent<SessionContext>).detail),
    );
    const channel = new SessionContextChannel(page, () => context);
    channel.emit({ event: 'pageView', path: '/ae/ar' });
    channel.emit({ event: 'addToCart', productId: 'p1', quantity: 1 });
    channel.emit({ event: 'pageView', path: '/ae/ar/women' });
    expect(heard).toEqual([
      { ...context, path: '/ae/ar' },
      { ...context, path: '/ae/ar/women' },
    ]);
    expect(page[SESSION_CONTEXT_GLOBAL]).toEqual({ ...context, path: '/ae/ar/women' });
  });

  it('sends nothing before the address names a site', () => {
    const page = new EventTarget() as EventTarget & Record<string, unknown>;
    let heard = 0;
    page.addEventListener(SESSION_CONTEXT_EVENT, () => (heard += 1));
    new SessionContextChannel(page, () => null).emit({ event: 'pageView', path: '/' });
    expect(heard).toBe(0);
  });
});
