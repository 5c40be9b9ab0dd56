// @vitest-environment node
import { ESLint } from 'eslint';
import { execFile } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_DEPENDS, checkFeatureOrder } from '../../eslint.config.js';

// Plants violations of the storefront's layout and lints them with the project's own config: if a rule goes dead (a
// missing parser, a zone that no longer matches, a feature order that stops being read), this fails. Each planted file
// lives only while it is linted (the import rules read it from disk), under a name no other file has.
const execFileAsync = promisify(execFile);
const root = join(import.meta.dirname, '..', '..');
const src = join(root, 'src');
const probe = (folder: string, name: string) => join(src, folder, `lint-probe-${process.pid}-${name}.ts`);

async function lint(file: string, text: string, cwd = root): Promise<string[]> {
  writeFileSync(file, text);
  try {
    const [result] = await new ESLint({ cwd }).lintFiles([file]);
    return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
  } finally {
    rmSync(file, { force: true });
  }
}

const restricted = (pattern: string) =>
  expect.stringMatching(new RegExp(`^import/no-restricted-paths: .*${pattern}`));

describe('the storefront layout (lint)', { timeout: 60_000 }, () => {
  const cycle = { a: probe('features/bag', 'cycle-a'), b: probe('features/bag', 'cycle-b') };
  beforeAll(() => {
    writeFileSync(
      cycle.a,
      `import { b } from './lint-probe-${process.pid}-cycle-b.ts';\nexport const a = () => b() + 1;\n`,
    );
    writeFileSync(
      cycle.b,
      `import { a } from './lint-probe-${process.pid}-cycle-a.ts';\nexport const b = () => a.length;\n`,
    );
  });
  afterAll(() => {
    rmSync(cycle.a, { force: true });
    rmSync(cycle.b, { force: true });
  });

  it('reports an import cycle', async () => {
    const [result] = await new ESLint({ cwd: root }).lintFiles([cycle.a]);
    expect(result!.messages.map((message) => message.ruleId)).toEqual(['import/no-cycle']);
  });

  it('reports a feature importing one above it in the order', async () => {
    expect(
      await lint(probe('features/bag', 'up'), "export { checkoutStore } from '../checkout/index.ts';\n"),
    ).toEqual([restricted('bag may import only no other feature')]);
    expect(
      await lint(
        probe('features/product', 'up'),
        "export { savedCardsStore } from '../saved-cards/index.ts';\n",
      ),
    ).toEqual([restricted('product may import only bag, campaigns, size-guide, content-pages')]);
  });

  it('reports a circle between two features, in the code and in the declared order', async () => {
    // checkout may import address-book; address-book importing checkout back would close a circle.
    expect(
      await lint(
        probe('features/checkout', 'down'),
        "export { addressBookStore } from '../address-book/index.ts';\n",
      ),
    ).toEqual([]);
    expect(
      await lint(
        probe('features/address-book', 'back'),
        "export { checkoutStore } from '../checkout/index.ts';\n",
      ),
    ).toEqual([restricted('address-book may import only account, content-pages')]);
    expect(() => checkFeatureOrder({ ...FEATURE_DEPENDS, bag: ['checkout'] })).toThrow(
      /circle: .*bag → checkout.*bag|circle: .*checkout → .*bag → checkout/,
    );
    expect(() => checkFeatureOrder({ ...FEATURE_DEPENDS, bag: ['wishlist'] })).toThrow(
      /unknown feature wishlist/,
    );
  });

  it('reports a lower layer importing a feature, and the kernel’s services importing its state', async () => {
    expect(
      await lint(
        probe('kernel/stores', 'feature'),
        "export { cartStore } from '../../features/bag/index.ts';\n",
      ),
    ).toEqual([restricted('the lower layers never import a feature or the app')]);
    expect(
      await lint(probe('blocks', 'feature'), "export { ListingView } from '../features/listing/index.ts';\n"),
    ).toContainEqual(restricted('the lower layers never import a feature or the app'));
    expect(
      await lint(probe('kernel/api', 'state'), "export { useStores } from '../stores/index.ts';\n"),
    ).toEqual([restricted("the kernel's services sit below its stores")]);
    expect(
      await lint(probe('ui', 'state'), "export { useStores } from '../kernel/stores/index.ts';\n"),
    ).toEqual([restricted("take the shop's own types only")]);
  });

  it('reports a feature reaching into another past its index, and a feature importing the app', async () => {
    expect(
      await lint(
        probe('features/checkout', 'deep'),
        "export { CartStore } from '../bag/stores/cart-store.ts';\n",
      ),
    ).toEqual([restricted('import bag through its index.ts')]);
    expect(await lint(probe('features/bag', 'app'), "export { App } from '../../app/app.tsx';\n")).toEqual([
      restricted('features never import app'),
    ]);
  });

  it('lets a feature import the layers below it and its own parts', async () => {
    expect(
      await lint(
        probe('features/checkout', 'allowed'),
        "export { colors } from '../../ui/tokens.ts';\nexport { cartStore } from '../bag/index.ts';\n" +
          "export { CheckoutStore } from './stores/checkout-store.ts';\n",
      ),
    ).toEqual([]);
  });

  it('fences the same way when linted from another folder', async () => {
    // The import rules resolve their zones from the process's working directory unless told otherwise; an editor or a
    // script started in src/ must see the same fences.
    const file = probe('features/bag', 'elsewhere');
    writeFileSync(file, "export { checkoutStore } from '../checkout/index.ts';\n");
    try {
      const eslintBin = join(root, 'node_modules', 'eslint', 'bin', 'eslint.js');
      const run = await execFileAsync(process.execPath, [eslintBin, '--format', 'json', file], {
        cwd: src,
      }).catch((failed: { stdout: string }) => failed);
      const [result] = JSON.parse(run.stdout) as ESLint.LintResult[];
      expect(result!.messages.map((message) => `${message.ruleId}: ${message.message}`)).toEqual([
        restricted('bag may import only no other feature'),
      ]);
    } finally {
      rmSync(file, { force: true });
    }
  });
});
