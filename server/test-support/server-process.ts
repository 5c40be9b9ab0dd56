/**
 * The real server (`server/main.ts`) as a child process, the way an operator runs it: the load and fault scripts
 * and the tests that need a whole process (kill -9, a second command beside a running shop) kill it, restart it on
 * the same data and talk to it over HTTP only; the production-start test and `scripts/check-production-install.ts`
 * start its compiled form.
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

/** How to start it: by default the TypeScript source through tsx, with this process's environment. */
export interface ServerLaunch {
  /** The program: Node unless given (`npm` for an npm script). */
  command?: string;
  /** Its arguments: the compiled server is `['dist-server/start.js']`. */
  args?: string[];
  /** The folder to start it in (a production install's). */
  cwd?: string;
  /** This process's environment, added to before `env`; a production start passes only what an operator would. */
  baseEnv?: NodeJS.ProcessEnv;
  /**
   * Start it in a process group of its own and stop the whole group: a program that starts the server in turn (npm
   * runs a script through a shell) may not pass the signal on, and would leave the server running.
   */
  processGroup?: boolean;
}

/**
 * Start the server with `env` added to `launch.baseEnv` (this process's environment unless given), on `env.PORT` or
 * else a free port, and wait until it listens (its "Storefront:" line), failing with its output if it exits or takes longer than `timeoutMs`.
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 120_000,
  launch: ServerLaunch = {},
): Promise<ServerProcess> {
  // A node restarted behind a balancer comes back on the port the balancer knows it by.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(
    launch.command ?? process.execPath,
    launch.args ?? ['--import', 'tsx', 'server/main.ts'],
    {
      cwd: launch.cwd ?? repositoryRoot,
      detached: launch.processGroup ?? false,
      env: {
        ...(launch.baseEnv ?? process.env),
        HOST: '127.0.0.1',
        PORT: String(port),
        SEED_PRODUCTS: '60',
        SEARCH_RATE_PER_MINUTE: 'off',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Once its output closes: a server started through another program (npm) holds it until it is gone as well.
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      if (launch.processGroup) process.kill(-child.pid!, signal);
      else child.kill(signal);
    }
    await exited;
  };
  await new Promise<void>((resolve, reject) => {
    // One that takes too long is stopped, not left running behind the failure (it would hold this process open).
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      void end('SIGKILL');
    }, timeoutMs);
    const check = () => {
      if (output.includes('Storefront: http')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', check);
    void exited.then(() => {
      clearTimeout(timer);
      const why = timedOut
        ? `did not start in ${timeoutMs} ms`
        : `exited with ${child.exitCode ?? child.signalCode}`;
      reject(new Error(`server ${why}:\n${output}`));
    });
  });
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
