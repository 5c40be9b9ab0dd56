/**
 * What a shopper's browser ends up with on each page type, to prove a refactoring changed nothing they see: every
 * element of the body in document order with its attributes, its own text and its full computed style (and its
 * ::before and ::after), at 390 and 1280 px, after network idle. Class names are replaced by the order they first
 * appear in, because the styling library derives them from source file paths: moving a file renames its classes
 * without changing a pixel. React's generated ids are compared by the order they appear in, as they depend on when
 * lazy code arrived. Hashed asset names are masked too, and the server's and the page's clocks stand
 * at noon (UTC) of the day, so countdowns read alike: take both dumps on the same day.
 *
 *   node --import tsx tests/bench/page-dump.ts dump <folder> [path,path,...]   (after npm run build)
 *
 * Without paths it dumps every public page type, then the checkout's steps with a bag.
 *   node --import tsx tests/bench/page-dump.ts compare <before folder> <after folder>
 *
 * `compare` prints the first differences of each page and exits 1 when any page differs. Asserts nothing else.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { chromiumLaunchOptions } from '../helpers/chromium.ts';
import { API_SESSION_KEY } from '../../src/kernel/browser/shopping-session.ts';
import { firstSku, productPage, startBenchServer } from './bench-server.ts';
import { shopperAtPayment } from './place-order.ts';

const WIDTHS = [390, 1280] as const;
/** How many differences of one page are printed. */
const SHOWN = 12;

/** The public page types; pages behind a bag or an account are passed as paths by a caller that prepares them. */
async function defaultPaths(origin: string): Promise<string[]> {
  return [
    '/uk/en',
    '/ae/ar',
    '/ja-jp',
    '/uk/en/women',
    '/uk/en/brands',
    '/uk/en/search?query=coat',
    await productPage(origin),
    '/uk/en/contact-us',
    '/uk/en/my-favorites',
    '/uk/en/checkout/basket',
    '/uk/en/orders/order-status',
    '/uk/en/account',
    '/uk/en/no-such-page',
    '/ae/ar/women',
  ];
}

/** One element as the page shows it. */
interface ElementRecord {
  tag: string;
  attributes: Record<string, string>;
  classes: number[];
  text: string;
  style: number;
  before: number;
  after: number;
}

/** A page at one width: its elements, and each distinct computed style once. */
interface PageDump {
  path: string;
  width: number;
  elements: ElementRecord[];
  styles: string[];
}

/** Runs in the page: the body walked in document order. */
function walkBody(): { elements: ElementRecord[]; styles: string[] } {
  const classOrder = new Map<string, number>();
  const styleIndex = new Map<string, number>();
  const styles: string[] = [];
  const styleOf = (element: Element, pseudo?: string) => {
    const computed = getComputedStyle(element, pseudo);
    if (pseudo && (computed.content === 'none' || computed.content === 'normal')) return -1;
    // Sorted: custom properties are listed in an order that varies from one load to the next.
    const entries: string[] = [];
    for (let index = 0; index < computed.length; index++) {
      const name = computed.item(index);
      entries.push(`${name}:${computed.getPropertyValue(name)}`);
    }
    const text = `${entries.sort().join(';')};`;
    let found = styleIndex.get(text);
    if (found === undefined) {
      found = styles.length;
      styles.push(text);
      styleIndex.set(text, found);
    }
    return found;
  };
  const masked = (value: string) => value.replace(/\/assets\/[\w.-]+/g, '/assets/*');
  const elements: ElementRecord[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    if (element.tagName === 'SCRIPT' || element.tagName === 'STYLE' || element.tagName === 'TEMPLATE')
      continue;
    const attributes: Record<string, string> = {};
    for (const attribute of element.attributes) {
      if (attribute.name === 'class' || attribute.name === 'nonce') continue;
      attributes[attribute.name] = masked(attribute.value);
    }
    const classes = [...element.classList].map((name) => {
      if (!classOrder.has(name)) classOrder.set(name, classOrder.size);
      return classOrder.get(name)!;
    });
    const text = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join('')
      .trim();
    elements.push({
      tag: element.tagName.toLowerCase(),
      attributes,
      classes,
      text,
      style: styleOf(element),
      before: styleOf(element, '::before'),
      after: styleOf(element, '::after'),
    });
  }
  return { elements, styles };
}

const fileName = (path: string, width: number) =>
  `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}-${width}.json`;

async function dumpPage(
  browser: Browser,
  origin: string,
  path: string,
  width: number,
  storage: Record<string, string> = {},
): Promise<PageDump> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  try {
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, storage);
    // tsx compiles this file keeping function names, through a helper the page does not have.
    await context.addInitScript('globalThis.__name = (fn) => fn;');
    const page = await context.newPage();
    // Countdowns and dates read the clock: the page's stands where the server's does.
    await page.clock.setFixedTime(Date.now());
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    return { path, width, ...(await page.evaluate(walkBody)) };
  } finally {
    await context.close();
  }
}

/** Noon (UTC) of today: the one instant both dumps of a comparison render at, on the server and in the page. */
function noonToday(): Date {
  const noon = new Date();
  noon.setUTCHours(12, 0, 0, 0);
  return noon;
}

/**
 * Make this process's clock stand at `instant`: the server renders in this process, and countdowns and dates in its
 * HTML would otherwise differ between two dumps. Timers keep running (they do not read the date).
 */
function freezeClock(instant: Date): void {
  const RealDate = Date;
  const fixed = instant.getTime();
  class FixedDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(fixed);
      else super(...(args as ConstructorParameters<DateConstructor>));
    }
    static override now(): number {
      return fixed;
    }
  }
  globalThis.Date = FixedDate as DateConstructor;
}

async function dump(folder: string, paths?: string[]): Promise<void> {
  freezeClock(noonToday());
  const server = await startBenchServer();
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    await mkdir(folder, { recursive: true });
    const write = async (path: string, storage?: Record<string, string>) => {
      for (const width of WIDTHS) {
        const page = await dumpPage(browser, server.url, path, width, storage);
        await writeFile(join(folder, fileName(path, width)), JSON.stringify(page));
        console.log(`${path} at ${width} px: ${page.elements.length} elements, ${page.styles.length} styles`);
      }
    };
    for (const path of paths ?? (await defaultPaths(server.url))) await write(path);
    if (paths) return;
    // The checkout's steps as a shopper with a bag, contact, address and delivery method sees them.
    const session = await shopperAtPayment(server.url, {
      productId: 'MN100000',
      sku: await firstSku(server.url),
    });
    for (const step of ['basket', 'shipping', 'payment', 'review'])
      await write(`/uk/en/checkout/${step}?bag`, { [API_SESSION_KEY]: session });
  } finally {
    await browser.close();
    await server.close();
  }
}

/**
 * React's generated ids (`_r_3_`) count the components that asked for one, in the order they mounted in the browser:
 * two loads of one build differ when a lazy chunk arrives earlier. They are compared by the order they appear in.
 */
function withOrderedIds(dump: PageDump): PageDump {
  const order = new Map<string, string>();
  const ordered = (value: string) =>
    value.replace(/_r_[0-9a-z]+_/g, (id) => {
      if (!order.has(id)) order.set(id, `_id${order.size}_`);
      return order.get(id)!;
    });
  return {
    ...dump,
    elements: dump.elements.map((element) => ({
      ...element,
      attributes: Object.fromEntries(
        Object.entries(element.attributes).map(([name, value]) => [name, ordered(value)]),
      ),
    })),
  };
}

/** The differences between two dumps of one page, described for a reader. */
function differences(rawBefore: PageDump, rawAfter: PageDump): string[] {
  const before = withOrderedIds(rawBefore);
  const after = withOrderedIds(rawAfter);
  const found: string[] = [];
  if (before.elements.length !== after.elements.length)
    found.push(`${before.elements.length} elements before, ${after.elements.length} after`);
  const count = Math.min(before.elements.length, after.elements.length);
  const styleText = (dump: PageDump, index: number) => (index < 0 ? '(none)' : dump.styles[index]!);
  for (let index = 0; index < count; index++) {
    const was = before.elements[index]!;
    const now = after.elements[index]!;
    const where = `element ${index} <${was.tag}>`;
    if (was.tag !== now.tag) found.push(`${where} became <${now.tag}>`);
    if (JSON.stringify(was.attributes) !== JSON.stringify(now.attributes))
      found.push(`${where} attributes ${JSON.stringify(was.attributes)} → ${JSON.stringify(now.attributes)}`);
    if (JSON.stringify(was.classes) !== JSON.stringify(now.classes))
      found.push(`${where} class pattern changed`);
    if (was.text !== now.text) found.push(`${where} text "${was.text}" → "${now.text}"`);
    for (const part of ['style', 'before', 'after'] as const) {
      const old = styleText(before, was[part]);
      const changed = styleText(after, now[part]);
      if (old === changed) continue;
      const oldProperties = new Map(old.split(';').map((entry) => [entry.split(':')[0], entry] as const));
      const changes = changed.split(';').filter((entry) => oldProperties.get(entry.split(':')[0]) !== entry);
      found.push(`${where} ${part}: ${changes.slice(0, 4).join(' ') || 'properties removed'}`);
    }
  }
  return found;
}

async function compare(beforeFolder: string, afterFolder: string): Promise<boolean> {
  let same = true;
  for (const name of (await readdir(beforeFolder)).filter((file) => file.endsWith('.json')).sort()) {
    const before = JSON.parse(await readFile(join(beforeFolder, name), 'utf8')) as PageDump;
    const afterText = await readFile(join(afterFolder, name), 'utf8').catch(() => undefined);
    if (!afterText) {
      console.log(`${name}: missing after`);
      same = false;
      continue;
    }
    const found = differences(before, JSON.parse(afterText) as PageDump);
    console.log(
      `${before.path} at ${before.width} px: ${found.length ? `${found.length} differences` : 'identical'}`,
    );
    for (const line of found.slice(0, SHOWN)) console.log(`  ${line}`);
    if (found.length) same = false;
  }
  return same;
}

const [command, first, second] = process.argv.slice(2);
if (command === 'dump' && first) await dump(first, second?.split(','));
else if (command === 'compare' && first && second) process.exit((await compare(first, second)) ? 0 : 1);
else {
  console.error('usage: page-dump.ts dump <folder> [path,path,...] | compare <before> <after>');
  process.exit(2);
}
