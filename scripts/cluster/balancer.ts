/**
 * HAProxy from the Debian archive (`apt-get install haproxy`), run in the foreground over the configuration of
 * `haproxy-config.ts`: `npm run cluster`, its test and the load and fault runs start it in front of their nodes and
 * read from its own output when it took a node out and put it back.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { haproxyConfig, type HaproxySettings } from './haproxy-config.ts';

/** The HAProxy program: HAPROXY_BIN, default /usr/sbin/haproxy (where Debian installs it, often off a user's PATH). */
export const haproxyProgram = () => process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';

/** A node going out of or back into the balancer's rotation, as HAProxy printed it, and when. */
export interface NodeStateChange {
  node: string;
  state: 'DOWN' | 'UP';
  at: number;
  line: string;
}

/** A running balancer. */
export interface Balancer {
  /** Where shoppers send their requests. */
  url: string;
  /** Every DOWN and UP HAProxy printed so far, oldest first. */
  changes: NodeStateChange[];
  /** Resolve at the first change of `node` to `state` after `since` (ms epoch); reject after `timeoutMs`. */
  waitFor(
    node: string,
    state: NodeStateChange['state'],
    since: number,
    timeoutMs?: number,
  ): Promise<NodeStateChange>;
  /** Everything HAProxy printed. */
  output(): string;
  stop(): Promise<void>;
}

const STATE_LINE = /Server \S+\/(\S+) is (DOWN|UP)/;

/**
 * Start HAProxy over `settings` and wait until it takes connections. Its configuration is written to a folder of its
 * own, removed on stop; a configuration HAProxy refuses fails the start with its message.
 */
export async function startBalancer(settings: HaproxySettings): Promise<Balancer> {
  const dir = await mkdtemp(join(tmpdir(), 'storefront-haproxy-'));
  const file = join(dir, 'haproxy.cfg');
  await writeFile(file, haproxyConfig(settings));
  const child = spawn(haproxyProgram(), ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const changes: NodeStateChange[] = [];
  const waiters = new Set<() => void>();
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    for (const line of chunk.toString().split('\n')) {
      const match = STATE_LINE.exec(line);
      if (match) changes.push({ node: match[1]!, state: match[2] as 'DOWN' | 'UP', at: Date.now(), line });
    }
    for (const wake of waiters) wake();
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  const url = `http://${settings.bind.host}:${settings.bind.port}`;
  // Listening once it answers its own port (HAProxy prints nothing when it starts well).
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`haproxy exited with ${child.exitCode}:\n${output}`);
    }
    const answered = await fetch(`${url}/livez`).then(
      (response) => response.arrayBuffer().then(() => true),
      () => false,
    );
    if (answered) break;
    if (Date.now() - started > 10_000) {
      await stop();
      throw new Error(`haproxy did not listen on ${url} in 10 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const waitFor = (node: string, state: NodeStateChange['state'], since: number, timeoutMs = 30_000) =>
    new Promise<NodeStateChange>((resolve, reject) => {
      const check = () => {
        const found = changes.find(
          (change) => change.node === node && change.state === state && change.at >= since,
        );
        if (!found) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`haproxy did not mark ${node} ${state} in ${timeoutMs} ms:\n${output}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  return { url, changes, waitFor, output: () => output, stop };
}
