import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Axe = {
  run: (options: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
};

/** WCAG 2.1 A and AA violations axe finds on the page as it is now, as `rule: selectors` lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, so the page's Content-Security-Policy does not block it.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    // A transition under way (a rotating message fading in) is measured half-drawn: judge the page once it settles.
    const running = document.getAnimations().map((animation) => animation.finished.catch(() => undefined));
    await Promise.race([Promise.all(running), new Promise((resolve) => setTimeout(resolve, 2000))]);
    const { axe } = window as unknown as { axe: Axe };
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}
