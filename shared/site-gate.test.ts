import { describe, expect, it } from 'vitest';
import {
  hashGateCredentials,
  hashGateValue,
  matchesGateCredentials,
  normaliseGateUsername,
} from './site-gate.ts';

// Expected values computed independently: `printf '%s' hello | sha256sum` and so on.
const SHA256_PREFIX = {
  hello: '2cf24dba',
  operator: '06e55b63',
  'Winter-2026': '23916ec1',
  'winter-2026': '6b505b99',
  café: '850f7dc4',
};

describe('hashGateValue', () => {
  it('is the first 8 hex characters of SHA-256 of the UTF-8 text', async () => {
    for (const [text, prefix] of Object.entries(SHA256_PREFIX))
      expect(await hashGateValue(text)).toBe(prefix);
  });
});

describe('hashGateCredentials', () => {
  it('normalises the username (trim, lower case) before hashing, and keeps the password as typed', async () => {
    expect(normaliseGateUsername('  Operator \n')).toBe('operator');
    expect(await hashGateCredentials(' OPERATOR ', 'Winter-2026')).toEqual({
      username: SHA256_PREFIX.operator,
      password: SHA256_PREFIX['Winter-2026'],
    });
  });
});

describe('matchesGateCredentials', () => {
  const pairs = [
    { username: SHA256_PREFIX.hello, password: SHA256_PREFIX.café },
    { username: SHA256_PREFIX.operator, password: SHA256_PREFIX['Winter-2026'] },
  ];

  it('accepts a configured pair whatever the case and surrounding spaces of the username', async () => {
    expect(await matchesGateCredentials(pairs, 'operator', 'Winter-2026')).toBe(true);
    expect(await matchesGateCredentials(pairs, '  OpErAtOr  ', 'Winter-2026')).toBe(true);
    expect(await matchesGateCredentials(pairs, 'Hello', 'café')).toBe(true);
  });

  it('refuses a password in another case, a wrong pair, and anything when nothing is configured', async () => {
    expect(await matchesGateCredentials(pairs, 'operator', 'winter-2026')).toBe(false);
    expect(await matchesGateCredentials(pairs, 'operator', 'café')).toBe(false);
    expect(await matchesGateCredentials(pairs, 'hello', 'Winter-2026')).toBe(false);
    expect(await matchesGateCredentials([], 'operator', 'Winter-2026')).toBe(false);
  });
});
