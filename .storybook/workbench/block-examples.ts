import { eachBlock } from '../../src/renderer/index.ts';
import { fixturePages } from '../fixture-blocks.ts';

/** A block as an editor wrote it in a fixture file, with where it sits. */
export interface BlockExample {
  file: string;
  pointer: string;
  block: Record<string, unknown>;
}

/**
 * The first block of `type` in each fixture site and language folder (`uk/data/en`, `ae/data/ar`...), nested blocks
 * included: real content to learn from and start with, one per folder so languages and directions all show.
 */
export function blockExamples(type: string): BlockExample[] {
  const byFolder = new Map<string, BlockExample>();
  const homeFirst = fixturePages().sort(
    (a, b) => Number(b.file.endsWith('/home.json')) - Number(a.file.endsWith('/home.json')),
  );
  for (const { file, page } of homeFirst) {
    const folder = file.slice(0, file.indexOf('/pages/'));
    if (byFolder.has(folder)) continue;
    eachBlock(page.blocks, '/blocks', (block, pointer) => {
      const record = block as Record<string, unknown> | null;
      if (!byFolder.has(folder) && record?.type === type)
        byFolder.set(folder, { file, pointer, block: record });
    });
  }
  return [...byFolder.values()];
}
