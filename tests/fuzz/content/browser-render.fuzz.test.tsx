import fc from 'fast-check';
import { afterAll, expect, it, vi } from 'vitest';
import { widgets } from '../../../src/app/widgets.ts';
import { ContentFile, RenderBlocks } from '../../../src/renderer/index.ts';
import { createTestEnvironment } from '../../helpers/render-with-stores.tsx';
import { SITE } from './fixture-corpus.ts';
import { expectedBlocks, topLevel } from './expected-blocks.ts';
import { anyBlockFile, type ContentCase } from './generators.ts';
import { assertPrototypesClean, FuzzFigures } from './fuzz-figures.ts';
import { fuzzSettings, runsPerTarget } from './fuzz-settings.ts';
import { parentPointer, resolves, within } from './json-pointer.ts';

const settings = fuzzSettings();
const figures = new FuzzFigures('browser renderer', settings);
afterAll(() => console.log(figures.summary()));

/** The shop's commerce widgets, stood in for: their own data is not what this suite fuzzes. */
const stubWidgets = Object.fromEntries(
  Object.keys(widgets).map((name) => [name, () => <div data-widget={name} />]),
);

const blocksOf = (value: unknown): unknown[] | undefined => {
  const blocks = (value as { blocks?: unknown } | undefined)?.blocks;
  return Array.isArray(blocks) ? blocks : undefined;
};

/** Pointers of an attribute across the rendered page. */
const pointersIn = (container: HTMLElement, attribute: string) =>
  [...container.querySelectorAll(`[${attribute}]`)].map((node) => node.getAttribute(attribute)!);

function check(testCase: ContentCase, blocks: unknown[]): void {
  // React's own complaints (equal keys, bad children) come as console errors: each is a defect of the renderer.
  const consoleErrors = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    checkRendering(testCase, blocks);
    expect(
      consoleErrors.mock.calls.map((call) => String(call[0])),
      'console errors',
    ).toEqual([]);
  } finally {
    consoleErrors.mockRestore();
  }
}

function checkRendering(testCase: ContentCase, blocks: unknown[]): void {
  const file = `${SITE}/${testCase.file.path}`;
  const environment = createTestEnvironment({ widgets: stubWidgets });
  const { container, unmount } = environment.render(
    <ContentFile file={file}>
      <RenderBlocks blocks={blocks} pointer="/blocks" />
    </ContentFile>,
  );
  try {
    const expected = expectedBlocks(blocks);
    const reports = environment.services.reporter.reports;
    const crashed = reports.filter((report) => report.rule === 'render');
    if (crashed.length) figures.crashes += 1;
    expect(crashed, 'a block crashed while rendering').toEqual([]);

    const frames = pointersIn(container, 'data-pointer');
    const placeholders = pointersIn(container, 'data-broken-block');
    // The page's own blocks: the good ones render, each bad one becomes its placeholder.
    expect(topLevel(frames)).toEqual(topLevel(expected.rendered));
    expect(topLevel(placeholders)).toEqual(topLevel(expected.placeholders));
    // Inside containers, whatever is shown is shown rightly.
    for (const pointer of frames) expect(expected.rendered.has(pointer), `${pointer} rendered`).toBe(true);
    for (const pointer of placeholders)
      expect(expected.placeholders.has(pointer), `${pointer} shown broken`).toBe(true);

    // Each placeholder is reported with the file and a pointer inside the block, that resolves in the file.
    for (const pointer of placeholders) {
      const own = reports.filter((report) => report.file === file && within(report.pointer ?? '', pointer));
      expect(own.length, `no report for the broken block at ${pointer}`).toBeGreaterThan(0);
      for (const report of own) {
        const at = report.rule === 'required' ? parentPointer(report.pointer!) : report.pointer!;
        expect(resolves(testCase.value, at), `${report.pointer} (${report.rule}) is not in the file`).toBe(
          true,
        );
        figures.report(file, report.pointer!);
      }
    }
    assertPrototypesClean();
  } finally {
    unmount();
  }
}

it('renders generated and mutated block pages: good blocks shown, bad ones reported by file and pointer', async () => {
  const cases = anyBlockFile().filter((testCase) => blocksOf(testCase.value) !== undefined);
  await fc.assert(
    fc.asyncProperty(cases, (testCase) => figures.run(() => check(testCase, blocksOf(testCase.value)!))),
    { seed: settings.seed, numRuns: runsPerTarget(settings.runs).browser },
  );
  expect(figures.crashes).toBe(0);
}, 3_600_000);
