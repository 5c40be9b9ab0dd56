/**
 * The real server (`server/main.ts`) as a child process, the way an operator runs it: the load and fault scripts
 * and the tests that need a whole process (kill -9, a second command beside a running shop) kill it, restart it on
 * the same data and talk to it over HTTP only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root: commands run from there whatever the caller's working folder. */
export const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Stop it the hard way (`kill -9`) and wait until it is gone. */
  kill(): Promise<void>;
  /** Stop it the polite way (SIGTERM) and wait until it is gone. */
  stop(): Promise<void>;
}

/** A port nothing on this machine listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Start the server with `env` added to this process's environment and wait until it listens (its "Storefront:" line),
 * failing with its output if it exits or takes longer than `timeoutMs`.
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 120_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_PRODUCTS: '60',
      SEARCH_RATE_PER_MINUTE: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const check = () => {
      if (output.includes('Storefront: http')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', check);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${child.exitCode ?? child.signalCode}:\n${output}`));
    });
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    base: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}

/** What a finished command printed and how it ended. */
export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Run one of the repository's TypeScript commands (`node --import tsx <script> ...args`) from the repository's root,
 * with `env` over this process's environment (a value of `undefined` removes the variable), and wait for its exit.
 */
export function runRepositoryCommand(
  script: string,
  args: string[],
  env: Record<string, string | undefined>,
): Promise<CommandResult> {
  const merged: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete merged[name];
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: repositoryRoot,
    env: merged,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}
