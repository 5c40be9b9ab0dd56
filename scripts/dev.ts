import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

/**
 * `npm run dev`, the development mode: the server from its TypeScript source (restarted when a file it loaded
 * changes), React's development builds, the developer pages on unless set (OUTBOX_PAGE, SEARCH_EVENTS_LOG), and
 * Vite's dev server on 5173 (hot reload of `src/`) sending content and the API to that server. Production never runs
 * this: it needs the dev dependencies (tsx, Vite).
 */
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV || 'development',
  OUTBOX_PAGE: process.env.OUTBOX_PAGE ?? 'on',
  SEARCH_EVENTS_LOG: process.env.SEARCH_EVENTS_LOG ?? 'on',
};
// Vite's command line (its package exports no path to it); npm runs scripts from the repository's root.
const vite = join('node_modules', 'vite', 'bin', 'vite.js');
const children: ChildProcess[] = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/start.ts'], { env, stdio: 'inherit' }),
  spawn(process.execPath, [vite], { env, stdio: 'inherit' }),
];

let stopping = false;
function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
// One of the two gone leaves the other useless: stop both, with the first one's exit code.
for (const child of children) child.once('exit', (code) => stop(code ?? 1));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop(0));
