// @vitest-environment node
import { expect, it } from 'vitest';
import { hashGateCredentials } from '../shared/site-gate.ts';
import { main, type GateHashIo } from './gate-hash.ts';

/** An io that records what the CLI prints; `stdin` stands for a piped stdin, absent for a terminal. */
function recorder(stdin?: string) {
  const out: string[] = [];
  const err: string[] = [];
  const io: GateHashIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    readStdin: stdin === undefined ? undefined : async () => stdin,
  };
  return { io, out, err };
}

it('prints the pair hashGateCredentials makes, as one line of JSON, and a hint on stderr', async () => {
  const { io, out, err } = recorder();
  expect(await main(['--', ' Operator ', 'Winter-2026'], io)).toBe(0);
  expect(out).toEqual([JSON.stringify(await hashGateCredentials('operator', 'Winter-2026'))]);
  expect(JSON.parse(out[0]!)).toEqual({ username: '06e55b63', password: '23916ec1' });
  expect(err).toEqual([expect.stringContaining('siteGate.credentials')]);
});

it('reads the password from a piped stdin when only the username is given', async () => {
  const { io, out } = recorder('Winter-2026\n');
  expect(await main(['operator'], io)).toBe(0);
  expect(out).toEqual([JSON.stringify(await hashGateCredentials('operator', 'Winter-2026'))]);
});

it.each([
  ['no arguments', [], undefined],
  ['only a username on a terminal', ['operator'], undefined],
  ['only a username and an empty stdin', ['operator'], '\n'],
  ['three arguments', ['operator', 'a', 'b'], undefined],
  ['a blank username', ['  ', 'secret'], undefined],
])('prints the usage on stderr and exits 2 for %s', async (_case, args, stdin) => {
  const { io, out, err } = recorder(stdin);
  expect(await main(args, io)).toBe(2);
  expect(out).toEqual([]);
  expect(err.join('\n')).toContain('usage: npm run gate:hash -- <username> <password>');
});
