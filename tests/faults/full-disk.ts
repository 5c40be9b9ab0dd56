/**
 * A full disk under DATA_DIR: the server runs on PGlite in a small tmpfs, the disk is then filled. Writes must answer
 * 503 SERVICE_UNAVAILABLE (not crash, not 500), reads must go on answering, the log must name DATA_DIR and the cause,
 * and once space is freed the same process must write again. Needs root (mounts a tmpfs).
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SESSION_HEADER } from '../../schemas/api/conventions.ts';
import { BASIC_AUTHORIZATION, SITE_TAG } from '../../server/test-support/commerce-harness.ts';
import { startServerProcess } from '../../server/test-support/server-process.ts';

const TMPFS_MB = 200;
/** A sku of the demo catalogue's first product (seeded the same way every time). */
let SKU = '';

const newSession = (base: string) =>
  fetch(`${base}/api/basic-session?siteTag=${SITE_TAG}`, {
    method: 'POST',
    headers: { authorization: BASIC_AUTHORIZATION, 'content-type': 'application/json' },
    body: JSON.stringify({ language: 'en', sitePublicId: 'maison-nord-uk' }),
  });

/** A new shopper's session, then one item in its bag: the two answers. */
async function shopperWithBag(base: string): Promise<Response[]> {
  const session = await newSession(base);
  if (!session.ok) return [session];
  const added = await fetch(`${base}/api/cart?siteTag=${SITE_TAG}`, {
    method: 'POST',
    headers: {
      authorization: BASIC_AUTHORIZATION,
      'content-type': 'application/json',
      [SESSION_HEADER]: session.headers.get(SESSION_HEADER)!,
    },
    body: JSON.stringify({ productId: 'MN100000', sku: SKU, quantity: 1 }),
  });
  return [session, added];
}

export async function fullDisk(): Promise<{ lines: string[]; problems: string[] }> {
  const mountPoint = await mkdtemp(join(tmpdir(), 'storefront-full-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${TMPFS_MB}m`, 'tmpfs', mountPoint], { stdio: 'pipe' });
  } catch (error) {
    await rm(mountPoint, { recursive: true, force: true });
    return {
      lines: [`full disk: skipped, no tmpfs could be mounted (${(error as Error).message.split('\n')[0]})`],
      problems: [],
    };
  }
  const dataDir = join(mountPoint, 'data');
  const problems: string[] = [];
  const lines: string[] = [];
  const server = await startServerProcess({ DATA_DIR: dataDir });
  try {
    const product = (await (
      await fetch(`${server.base}/api/product/s/MN100000?siteTag=${SITE_TAG}&lang=en`, {
        headers: { authorization: BASIC_AUTHORIZATION, 'x-subfolder': 'uk' },
      })
    ).json()) as { skus: { sku: string }[] };
    SKU = product.skus[0]!.sku;
    const before = await shopperWithBag(server.base);
    if (before.some((response) => !response.ok)) problems.push('a write failed before the disk filled');
    // Fill what is left (dd stops at "No space left on device").
    try {
      execFileSync('dd', ['if=/dev/zero', `of=${join(mountPoint, 'filler')}`, 'bs=1M'], { stdio: 'pipe' });
    } catch {
      // dd always ends with ENOSPC here: that is the point.
    }
    // Each write: a new shopper's session and bag (a new cart row and line), which needs pages the disk cannot give.
    const statuses: string[] = [];
    // Rows go on fitting in pages already on disk for a while: write until the disk refuses (then a few more).
    for (let attempt = 0, refusedAt = Infinity; attempt < Math.min(400, refusedAt + 5); attempt++) {
      if (refusedAt === Infinity && statuses.some((status) => !status.startsWith('200'))) refusedAt = attempt;
      for (const response of await shopperWithBag(server.base)) {
        const body = (await response.json()) as { code?: string };
        statuses.push(`${response.status} ${body.code ?? ''}`.trim());
      }
    }
    const counted = Object.entries(
      statuses.reduce<Record<string, number>>(
        (counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
        {},
      ),
    );
    lines.push(
      `full disk: writes answered ${counted.map(([status, count]) => `${count} × ${status}`).join(', ')}`,
    );
    if (!statuses.includes('503 SERVICE_UNAVAILABLE'))
      problems.push('no write answered 503 SERVICE_UNAVAILABLE on a full disk');
    for (const [status] of counted)
      if (!status.startsWith('200') && status !== '503 SERVICE_UNAVAILABLE')
        problems.push(`write answered ${status}`);
    const reads = [
      await fetch(`${server.base}/content/uk/config.json`),
      await fetch(`${server.base}/api/product/s/MN100000?siteTag=${SITE_TAG}&lang=en`, {
        headers: { authorization: BASIC_AUTHORIZATION, 'x-subfolder': 'uk' },
      }),
      await fetch(`${server.base}/uk/en`),
    ];
    lines.push(`full disk: reads answered ${reads.map((read) => read.status).join(', ')}`);
    for (const read of reads) if (!read.ok) problems.push(`read ${read.url} answered ${read.status}`);
    const reported = server
      .output()
      .split('\n')
      .find((line) => line.includes(`DATA_DIR ${dataDir}`) && line.includes('disk is full'));
    lines.push(`full disk: log says ${reported ? `"${reported.trim()}"` : 'nothing about it'}`);
    if (!reported) problems.push('the log does not name DATA_DIR and the full disk');
    await rm(join(mountPoint, 'filler'));
    const freedAt = Date.now();
    let after = await newSession(server.base);
    while (!after.ok && Date.now() - freedAt < 10_000) after = await newSession(server.base);
    lines.push(
      `full disk: after freeing space, a write answered ${after.status} in ${Date.now() - freedAt} ms`,
    );
    if (!after.ok) problems.push(`write after freeing space: ${after.status}`);
    if (server.child.exitCode !== null) problems.push(`the server exited (${server.child.exitCode})`);
  } finally {
    await server.stop();
    execFileSync('umount', [mountPoint]);
    await rm(mountPoint, { recursive: true, force: true });
  }
  return { lines, problems };
}
