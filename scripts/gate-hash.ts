import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { hashGateCredentials } from '../shared/site-gate.ts';

/** Where the CLI reads and writes: the real process by default, plain functions in tests. */
export interface GateHashIo {
  out(line: string): void;
  err(line: string): void;
  /** The whole of stdin when it is piped (not a terminal), so a password need not be typed on the command line. */
  readStdin?: () => Promise<string>;
}

const USAGE = [
  'usage: npm run gate:hash -- <username> <password>',
  '       printf \'%s\' "$PASSWORD" | npm run gate:hash -- <username>   (keeps the password out of shell history)',
  "Prints the pair to add to siteGate.credentials in the site's config.json.",
].join('\n');

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  stream.setEncoding('utf8');
  for await (const chunk of stream) text += chunk as string;
  return text;
}

/** The real process: stdout, stderr, and stdin only when something is piped into it. */
function processIo(): GateHashIo {
  return {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    readStdin: process.stdin.isTTY ? undefined : () => readAll(process.stdin),
  };
}

/**
 * `npm run gate:hash -- <username> [<password>]`: hash a site gate pair for config.json, so operators never write
 * clear text there. Returns the exit code: 0 printed, 2 bad arguments.
 */
export async function main(argv: string[], io: GateHashIo = processIo()): Promise<number> {
  const args = argv[0] === '--' ? argv.slice(1) : argv;
  const [username, given] = args;
  let password = given;
  if (args.length === 1 && io.readStdin) {
    // One trailing line break is what `echo` or a file adds, not part of the password.
    password = (await io.readStdin()).replace(/\r?\n$/, '');
  }
  if (args.length < 1 || args.length > 2 || !username?.trim() || !password) {
    io.err(USAGE);
    return 2;
  }
  io.out(JSON.stringify(await hashGateCredentials(username, password)));
  io.err("Add this pair to siteGate.credentials in the site's config.json.");
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}
