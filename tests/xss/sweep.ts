import { readFileSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../helpers/chromium.ts';
import { productInStock } from '../e2e/catalogue.ts';
import { payloadShapes } from './payloads.ts';
import { plantContent, type PlantedField } from './plant-content.ts';
import { fromOwnScripts, probedContext } from './probe.ts';
import { visit, visitByLink, type Visit } from './visit.ts';
import { startPlantedShop } from './xss-shop.ts';

/**
 * `npm run test:xss`: the full content sweep. Every string field of every content file of every site gets every
 * payload: one round with all the markup shapes in each field at once, then one round per URL shape (a field whose
 * rules refuse one kind gets the other). Each round loads every page of every site and language (server markup with
 * scripts off, hydrated, and a link followed inside the app) with the CSP off, and the home pages once more with it
 * on. Prints the figures; exits 1 on any execution or finding. `--sites uk,ae` and `--rounds 2` make it smaller.
 */
const { values } = parseArgs({
  options: { sites: { type: 'string' }, rounds: { type: 'string' } },
});
const fixtures = resolve('content-fixtures');
const allSites = ['uk', 'us', 'ae', 'jp'];
const sites = values.sites ? values.sites.split(',') : allSites;
const urlShapes = payloadShapes.flatMap((shape, index) => (shape.kind === 'url' ? [index] : []));
const markupShape = payloadShapes.findIndex((shape) => shape.kind !== 'url');
const rounds = [
  { name: 'every markup shape', shape: markupShape, allMarkup: true },
  ...urlShapes.map((shape) => ({ name: payloadShapes[shape]!.name, shape, allMarkup: false })),
].slice(0, values.rounds ? Number(values.rounds) : undefined);

interface SiteConfig {
  languages: string[];
}

/** The pages of a site in one language, read from its own files: home, every content-led route, the fixed ones. */
function pagesOf(site: string, language: string): string[] {
  const routes = (
    JSON.parse(readFileSync(join(fixtures, site, 'data/clp-routes.json'), 'utf8')) as {
      routes: { path: string }[];
    }
  ).routes.map((route) => route.path);
  const base = `/${site}/${language}`;
  return [
    base,
    ...routes.map((path) => `${base}${path}`),
    `${base}/contact-us`,
    `${base}/search?query=zz-nothing-matches`,
    `${base}/checkout/basket`,
    `${base}/account/create`,
  ];
}

const started = Date.now();
const shop = await startPlantedShop({ sites: [] });
const browser = await chromium.launch(chromiumLaunchOptions);
const product = await productInStock(shop.baseUrl, 0).catch(() => undefined);
let pagesLoaded = 0;
let executions = 0;
let findingsSeen = 0;
let violations = 0;
let sanitiserReports = 0;
let otherReports = 0;
const fieldsPlanted = new Set<string>();
const fieldsShown = new Set<string>();
const payloadsPlanted = new Set<number>();
try {
  for (const round of rounds) {
    // A fresh copy of the fixtures for each round, planted in place: the shop reads its content from disk per page.
    await cp(fixtures, shop.contentDir, { recursive: true, force: true });
    const planted: PlantedField[] = await plantContent(shop.contentDir, {
      sites,
      shape: round.shape,
      allMarkup: round.allMarkup,
    });
    const fieldOf = new Map<number, PlantedField>();
    for (const field of planted) {
      fieldsPlanted.add(`${field.site}/${field.file}#${field.pointer}`);
      fieldOf.set(field.id, field);
      for (const shape of payloadShapes.keys()) fieldOf.set(field.id * 100 + shape, field);
      payloadsPlanted.add(payloadShapes.findIndex((shape) => shape.name === field.shape));
    }
    if (round.allMarkup)
      payloadShapes.forEach((shape, index) => shape.kind !== 'url' && payloadsPlanted.add(index));
    const scriptsOff = await probedContext(browser, { bypassCSP: true, javaScriptEnabled: false });
    const { context, log } = await probedContext(browser, { bypassCSP: true });
    const withPolicy = await probedContext(browser, { bypassCSP: false });
    const visits: Visit[] = [];
    for (const site of sites) {
      const config = JSON.parse(readFileSync(join(fixtures, site, 'config.json'), 'utf8')) as SiteConfig;
      for (const language of config.languages) {
        const pages = pagesOf(site, language);
        visits.push(await visit(scriptsOff.context, `${shop.baseUrl}${pages[0]}`, false));
        visits.push(await visit(withPolicy.context, `${shop.baseUrl}${pages[0]}`));
        for (const page of pages) visits.push(await visit(context, `${shop.baseUrl}${page}`));
        if (pages[1]) {
          const path = pages[1].slice(`/${site}/${language}`.length);
          visits.push(
            await visitByLink(context, `${shop.baseUrl}${pages[0]}`, path).catch(() => visitFailed(path)),
          );
        }
        if (product)
          visits.push(
            await visit(context, `${shop.baseUrl}/${site}/${language}${product.url}?sku=${product.sku}`),
          );
      }
    }
    pagesLoaded += visits.length;
    for (const each of visits) {
      for (const id of each.shown) {
        const field = fieldOf.get(id);
        if (field) fieldsShown.add(`${field.site}/${field.file}#${field.pointer}`);
      }
      for (const finding of each.findings) console.log(`FINDING ${each.url}: ${finding}`);
      findingsSeen += each.findings.length;
    }
    for (const id of [...log.hits, ...withPolicy.log.hits]) {
      const field = fieldOf.get(id);
      console.log(
        `EXECUTED probe ${id}: ${field ? `${field.site}/${field.file}#${field.pointer}` : 'unknown'}`,
      );
    }
    executions += log.hits.length + withPolicy.log.hits.length + log.dialogs.length;
    for (const text of withPolicy.log.violations) {
      if (fromOwnScripts(text)) sanitiserReports += 1;
      else if (text.startsWith('script')) {
        violations += 1;
        console.log(`CSP violation: ${text}`);
      } else {
        // A picture or a style asked for at a planted address: blocked, and no browser runs one as a program.
        otherReports += 1;
        console.log(`CSP report (not script): ${text}`);
      }
    }
    console.log(
      `round "${round.name}": ${planted.length} fields planted, ${visits.length} pages, ` +
        `${log.hits.length + withPolicy.log.hits.length} executions`,
    );
    await Promise.all([context.close(), scriptsOff.context.close(), withPolicy.context.close()]);
  }
} finally {
  await browser.close();
  await shop.close();
}

console.log(`sites: ${sites.join(', ')}; rounds: ${rounds.length}`);
console.log(`fields covered: ${fieldsPlanted.size} planted, ${fieldsShown.size} seen on a page`);
console.log(`payload shapes: ${payloadsPlanted.size} of ${payloadShapes.length}`);
console.log(`pages loaded: ${pagesLoaded}`);
console.log(`executions: ${executions}`);
console.log(`findings (inline script, handler, script address): ${findingsSeen}`);
console.log(`CSP script violations by the pages: ${violations}`);
console.log(`CSP reports for pictures or styles at planted addresses (blocked, not script): ${otherReports}`);
console.log(
  `CSP reports from the sanitiser's inert parse of planted handlers (nothing ran): ${sanitiserReports}`,
);
console.log(`time: ${Math.round((Date.now() - started) / 1000)} s`);
process.exitCode = executions + findingsSeen + violations > 0 ? 1 : 0;

function visitFailed(path: string): Visit {
  console.log(`could not follow a link to ${path}`);
  return { url: path, findings: [], shown: new Set() };
}
