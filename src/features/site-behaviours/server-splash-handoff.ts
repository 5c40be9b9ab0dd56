import { SERVER_SPLASH_ID } from '../../../schemas/server-render.ts';
import type { Clock } from '../../kernel/types/index.ts';
import { DIALOG_CLOSE_MS } from '../../ui/timing.ts';
import { type SplashContent, type SplashStore } from './splash-store.ts';

/**
 * Offers the site's splash and hands over the one the server put in a first visitor's page: one the visitor closed
 * before the app ran counts as seen; otherwise the app's own splash fades in over it and it goes once the fade has
 * ended (at once when the app shows none: seen here before, or switched off since).
 */
export function offerSplash(
  splash: SplashStore,
  content: SplashContent | null,
  clock: Clock,
  doc: Document = document,
): void {
  const fromServer = doc.getElementById(SERVER_SPLASH_ID) as HTMLDialogElement | null;
  splash.offer(content);
  if (!fromServer) return;
  if (!fromServer.open) splash.close();
  if (splash.splash) clock.setTimeout(() => fromServer.remove(), DIALOG_CLOSE_MS * 2);
  else fromServer.remove();
}
