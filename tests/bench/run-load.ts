import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { LoadFigures, LoadPlan } from './load-generator.ts';

const run = promisify(execFile);

/**
 * Run one load in a process of its own (tests/bench/load-generator.ts), so the generator does not take the server's
 * CPU, and read its figures. The plan goes through a file: a plan of distinct orders is too big for a command line.
 */
export async function runLoad(plan: LoadPlan): Promise<LoadFigures> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-plan-'));
  const file = join(dir, 'plan.json');
  await writeFile(file, JSON.stringify(plan));
  try {
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'tests/bench/load-generator.ts', `@${file}`],
      { maxBuffer: 1 << 20 },
    );
    return JSON.parse(stdout.trim().split('\n').pop()!) as LoadFigures;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
