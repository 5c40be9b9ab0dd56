import { describe, expect, it } from 'vitest';
import { SERVER_SPLASH_ID } from '../../../schemas/server-render.ts';
import { ManualClock, MemoryStorage } from '../../../tests/helpers/fake-services.ts';
import { offerSplash } from './server-splash-handoff.ts';
import { SplashStore, type SplashContent } from './splash-store.ts';

const content = { id: 'welcome-aw26', enabled: true, title: 'Welcome' } as SplashContent;

function pageWithServerSplash(open: boolean): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const dialog = doc.createElement('dialog');
  dialog.id = SERVER_SPLASH_ID;
  dialog.open = open;
  doc.body.append(dialog);
  return doc;
}

describe('offerSplash', () => {
  it("lets the app's splash fade in over the server's, then takes the server's out", () => {
    const doc = pageWithServerSplash(true);
    const clock = new ManualClock();
    const seen: string[] = [];
    const splash = new SplashStore(new MemoryStorage(), { markSeen: (id) => seen.push(id) });
    offerSplash(splash, content, clock, doc);
    expect(splash.splash?.id).toBe('welcome-aw26');
    expect(doc.getElementById(SERVER_SPLASH_ID)).not.toBeNull();
    clock.advance(1000);
    expect(doc.getElementById(SERVER_SPLASH_ID)).toBeNull();
    expect(seen).toEqual([]);
  });

  it('counts a server splash closed before the app ran as seen, and tells the server', () => {
    const doc = pageWithServerSplash(false);
    const storage = new MemoryStorage();
    const seen: string[] = [];
    const splash = new SplashStore(storage, { markSeen: (id) => seen.push(id) });
    offerSplash(splash, content, new ManualClock(), doc);
    expect(splash.splash).toBeNull();
    expect(seen).toEqual(['welcome-aw26']);
    expect(doc.getElementById(SERVER_SPLASH_ID)).toBeNull();
    // The next page does not offer it again.
    const next = new SplashStore(storage);
    next.offer(content);
    expect(next.splash).toBeNull();
  });

  it("takes the server's splash out at once when this browser had seen it, and tells the server", () => {
    const doc = pageWithServerSplash(true);
    const storage = new MemoryStorage();
    storage.set('storefront:splash-seen', 'welcome-aw26');
    const seen: string[] = [];
    offerSplash(
      new SplashStore(storage, { markSeen: (id) => seen.push(id) }),
      content,
      new ManualClock(),
      doc,
    );
    expect(doc.getElementById(SERVER_SPLASH_ID)).toBeNull();
    expect(seen).toEqual(['welcome-aw26']);
  });
});
