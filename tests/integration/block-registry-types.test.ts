// @vitest-environment node
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

// Type-checks small files planted beside the block registry, with the project's own compiler options: each misuses
// the registry in one way that must fail the type check (not only a test), and one uses it rightly and must pass. The
// files exist only in the compiler's view of the disk, so nothing is written into the checkout.
const root = join(import.meta.dirname, '..', '..');
const probeDir = join(root, 'src', 'blocks', 'type-probe');

const imports = `import { widgets } from '../../app/widgets.ts';
import { defineBlock, type BlockRegistry, type WidgetMap, type WidgetRegistry } from '../../renderer/index.ts';
import { blockRegistry } from '../registry.ts';
`;

const probes: Record<string, string> = {
  'valid.ts': `${imports}
export const all = { ...blockRegistry } satisfies BlockRegistry;
export const video = defineBlock({ type: 'video', component: blockRegistry.video.component });
export const named: WidgetRegistry = { ...widgets };
export const some: WidgetMap = { 'product-tray': widgets['product-tray'] };
`,
  'missing-block.ts': `${imports}
const { video: _video, ...rest } = blockRegistry;
export const registry = rest satisfies BlockRegistry;
`,
  'misspelt-block.ts': `${imports}
const { video, ...rest } = blockRegistry;
export const registry = { ...rest, vidoe: video } satisfies BlockRegistry;
`,
  'misfiled-block.ts': `${imports}
export const registry = { ...blockRegistry, video: blockRegistry.tabs } satisfies BlockRegistry;
`,
  'misspelt-type.ts': `${imports}
export const block = defineBlock({ type: 'hero-baner', component: () => null });
`,
  'wrong-props.ts': `${imports}
export const block = defineBlock({ type: 'video', component: blockRegistry['hero-banner'].component });
`,
  'missing-widget.ts': `${imports}
export const named: WidgetRegistry = { 'product-tray': widgets['product-tray'] };
`,
  'misspelt-widget.ts': `${imports}
export const some: WidgetMap = { 'product-trays': widgets['product-tray'] };
`,
};

const probePath = (name: string) => join(probeDir, name);
const diagnostics = new Map<string, string[]>();

/** One program over every probe (one type check of the shared code), then each probe's own errors as text. */
function checkProbes() {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.json not read');
  const planted = new Map(Object.entries(probes).map(([name, text]) => [probePath(name), text]));
  const host = ts.createCompilerHost(config.options);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (file) => planted.has(file) || fileExists.call(host, file);
  host.readFile = (file) => planted.get(file) ?? readFile.call(host, file);
  host.getSourceFile = (file, language, ...rest) => {
    const text = planted.get(file);
    return text === undefined
      ? getSourceFile.call(host, file, language, ...rest)
      : ts.createSourceFile(file, text, language);
  };
  const program = ts.createProgram([...planted.keys()], config.options, host);
  for (const file of planted.keys()) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`${file} not in the program`);
    const found = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
    diagnostics.set(
      file.slice(dirname(file).length + 1),
      found.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')),
    );
  }
}

const errorsOf = (name: string) => diagnostics.get(name) ?? [`${name} was not checked`];

describe('block and widget registries (type check)', { timeout: 120_000 }, () => {
  beforeAll(checkProbes, 120_000);

  it('accepts the registries as they are, whole or (for widgets) in part', () => {
    expect(errorsOf('valid.ts')).toEqual([]);
  });

  it('fails a registry that leaves a block type out', () => {
    expect(errorsOf('missing-block.ts').join('\n')).toMatch(/Property 'video' is missing/);
  });

  it('fails a registry with a misspelt block type', () => {
    expect(errorsOf('misspelt-block.ts').join('\n')).toMatch(
      /'vidoe' does not exist in type 'BlockRegistry'/,
    );
  });

  it("fails a registry that files one block under another's type", () => {
    expect(errorsOf('misfiled-block.ts').join('\n')).toMatch(/'"tabs"' is not assignable to type '"video"'/);
  });

  it('fails a block declared with a type no schema has', () => {
    expect(errorsOf('misspelt-type.ts').join('\n')).toMatch(/'"hero-baner"' is not assignable/);
  });

  it("fails a block whose component takes another type's content", () => {
    expect(errorsOf('wrong-props.ts')).not.toEqual([]);
  });

  it('fails the app widgets with one missing, and any widget map with a misspelt name', () => {
    expect(errorsOf('missing-widget.ts').join('\n')).toMatch(
      /is missing the following properties|is missing in type/,
    );
    expect(errorsOf('misspelt-widget.ts').join('\n')).toMatch(/'+product-trays'+ does not exist in type/);
  });
});
