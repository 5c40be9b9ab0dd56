// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Modules a file imports statically (`import ... from`, `export ... from`); type-only imports load nothing. */
function staticImports(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms))
    found.push(match[1]!);
  return found;
}

describe('the identity SDK', () => {
  it('loads only with the identity service, which no module imports statically', () => {
    const sdkImporters: string[] = [];
    const serviceImporters: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const imports = staticImports(readFileSync(file, 'utf8'));
      const name = relative(SRC, file);
      if (imports.some((path) => path.startsWith('@aws-sdk/'))) sdkImporters.push(name);
      if (imports.some((path) => path.endsWith('/cognito-identity-service.ts'))) serviceImporters.push(name);
    }
    expect(sdkImporters).toEqual(['features/account/api/cognito-identity-service.ts']);
    expect(serviceImporters).toEqual([]);
    expect(readFileSync(join(SRC, 'features/account/account-services.ts'), 'utf8')).toContain(
      "import('./api/cognito-identity-service.ts')",
    );
  });
});
