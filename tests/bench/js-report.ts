/**
 * What the first-party JavaScript a page fetches by network idle is made of: per page, each chunk's gzip size and its
 * largest modules, then the modules grouped by package or source folder. Prints figures; asserts nothing.
 * Run after a build: node --import tsx tests/bench/js-report.ts [path,path,...] (JS_REPORT_TOP=n modules a chunk).
 */
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../helpers/chromium.ts';
import { productPage, startBenchServer } from './bench-server.ts';
import { allLoadedJs } from './first-load-js.ts';
import { chunkModules, moduleGroup } from './js-by-module.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`.padStart(9);
const TOP = Number(process.env.JS_REPORT_TOP ?? 6);

const server = await startBenchServer();
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const pages = (process.argv[2] ?? `/uk/en,/ae/ar,/uk/en/women,${await productPage(server.url)}`).split(',');
  const dist = resolve('dist');
  for (const path of pages) {
    const loaded = await allLoadedJs(browser, `${server.url}${path}`, dist);
    const chunks = await Promise.all(loaded.files.map((file) => chunkModules(dist, file.path)));
    chunks.sort((a, b) => b.gzip - a.gzip);
    console.log(`\n${path}: ${kb(loaded.gzipBytes).trim()} gzip in ${chunks.length} files by network idle`);
    const groups = new Map<string, number>();
    for (const chunk of chunks) {
      const top = chunk.modules
        .slice(0, TOP)
        .map((module) => `${module.source} ${(module.gzip / 1024).toFixed(1)}`);
      console.log(`  ${kb(chunk.gzip)}  ${chunk.path}  ${top.join(', ')}`);
      for (const module of chunk.modules) {
        const group = moduleGroup(module.source);
        groups.set(group, (groups.get(group) ?? 0) + module.gzip);
      }
    }
    console.log('  by package / folder:');
    for (const [group, gzip] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
      console.log(`  ${kb(gzip)}  ${group}`);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
