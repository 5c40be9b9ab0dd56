import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const script = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'tests',
  'helpers',
  'smtp-sink-process.ts',
);

/** A message the SMTP server process accepted, as it came over the wire. */
export interface ReceivedMail {
  from: string | null;
  to: string[];
  raw: string;
}

/** A real SMTP server in a child process, and what it received and refused. */
export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  refused: { code: number; to: string }[];
  /** Recipients of the messages taken and never answered (`--hold`). */
  held: string[];
  /** Resolve once `count` messages arrived (or throw after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** Start the SMTP server process (`--transient N`, `--permanent TEXT`, `--hold TEXT`: see smtp-sink-process.ts) and wait for its port. */
export async function startSmtpSink(args: string[] = []): Promise<SmtpSink> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const received: ReceivedMail[] = [];
  const refused: { code: number; to: string }[] = [];
  const held: string[] = [];
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the SMTP server process exited (${code})`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const event = JSON.parse(line) as { port?: number; type?: string } & ReceivedMail & { code: number };
      if (event.port !== undefined) resolve(event.port);
      else if (event.type === 'message') received.push({ from: event.from, to: event.to, raw: event.raw });
      else if (event.type === 'held') held.push(...event.to);
      else if (event.type === 'refused')
        refused.push({ code: event.code, to: event.to[0] ?? String(event.to) });
    });
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused,
    held,
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length} of ${count} messages arrived`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return received;
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A header of a raw message, unfolded, with encoded words (`=?UTF-8?B?…?=`) decoded. */
export function mailHeader(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head
    .split(/\r?\n/)
    .find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  if (line === undefined) return undefined;
  return line
    .slice(name.length + 1)
    .trim()
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let at = 0; at < soft.length; at++) {
    const hex = soft.slice(at + 1, at + 3);
    if (soft[at] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      at += 2;
    } else bytes.push(...Buffer.from(soft[at]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The parts of a multipart message: each one's content type and its body decoded to text. */
export function mailParts(raw: string): { contentType: string; body: string }[] {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(mailHeader(raw, 'content-type') ?? '')?.[1];
  if (!boundary) return [];
  return raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const content = part.replace(/^\r?\n/, '');
      const [, body = ''] = /\r?\n\r?\n([\s\S]*)$/.exec(content) ?? [];
      const encoding = (mailHeader(content, 'content-transfer-encoding') ?? '').toLowerCase();
      const decoded =
        encoding === 'base64'
          ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
          : encoding === 'quoted-printable'
            ? decodeQuotedPrintable(body)
            : body;
      return { contentType: mailHeader(content, 'content-type') ?? '', body: decoded.trim() };
    });
}
