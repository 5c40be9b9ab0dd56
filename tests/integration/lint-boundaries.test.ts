import { ESLint } from 'eslint';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Plants violations of the import boundaries in a throwaway feature folder and lints them with the project's own
// config: if a rule goes dead (a missing parser, a zone that no longer matches), this fails.
const root = join(import.meta.dirname, '..', '..');
const probe = join(root, 'src', 'features', `lint-probe-${process.pid}`);

const files: Record<string, string> = {
  'cycle-a.ts': "import { b } from './cycle-b.ts';\nexport const a = (): number => b() + 1;\n",
  'cycle-b.ts': "import { a } from './cycle-a.ts';\nexport const b = (): number => (a.length > 0 ? 1 : 0);\n",
  'cross-feature.ts':
    "import { shellIds } from '../shell/shell-constants.ts';\nexport const id = shellIds.main;\n",
  'imports-app.ts': "import { App } from '../../app/app.tsx';\nexport const app = App;\n",
  'allowed.ts': "import { colors } from '../../ui/tokens.ts';\nexport const ink = colors.ink;\n",
};

async function lint(name: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintFiles([join(probe, name)]);
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('import boundaries (lint)', { timeout: 60_000 }, () => {
  beforeAll(() => {
    mkdirSync(probe, { recursive: true });
    for (const [name, text] of Object.entries(files)) writeFileSync(join(probe, name), text);
  });
  afterAll(() => rmSync(probe, { recursive: true, force: true }));

  it('reports an import cycle', async () => {
    expect(await lint('cycle-a.ts')).toEqual([expect.stringMatching(/^import\/no-cycle: /)]);
  });

  it('reports a feature importing another feature', async () => {
    expect(await lint('cross-feature.ts')).toEqual([
      expect.stringMatching(/^import\/no-restricted-paths: .*a feature never imports another feature/),
    ]);
  });

  it('reports a feature importing the app', async () => {
    const messages = await lint('imports-app.ts');
    expect(messages).toContainEqual(
      expect.stringMatching(/^import\/no-restricted-paths: .*features never import app/),
    );
  });

  it('lets a feature import the layers below it', async () => {
    expect(await lint('allowed.ts')).toEqual([]);
  });

  it('reports a lower layer importing a feature, and ui importing a store', async () => {
    const planted = {
      [join(root, 'src', 'domain', `lint-probe-${process.pid}.ts`)]:
        "import { ListingView } from '../features/listing/index.ts';\nexport const view = ListingView;\n",
      [join(root, 'src', 'ui', `lint-probe-${process.pid}.ts`)]:
        "import { useStores } from '../stores/index.ts';\nexport const use = useStores;\n",
    };
    try {
      for (const [path, text] of Object.entries(planted)) writeFileSync(path, text);
      const results = await new ESLint({ cwd: root }).lintFiles(Object.keys(planted));
      for (const result of results) {
        expect(result.messages.map((message) => message.ruleId)).toContain('import/no-restricted-paths');
      }
      expect(results).toHaveLength(2);
    } finally {
      for (const path of Object.keys(planted)) rmSync(path, { force: true });
    }
  });
});
