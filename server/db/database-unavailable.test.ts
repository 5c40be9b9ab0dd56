import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database.ts';

describe('isDatabaseUnavailable', () => {
  it('names a database that is out of reach, by SQLSTATE, socket error, driver message or cause', () => {
    expect(isDatabaseUnavailable({ code: '57P01' })).toBe(true); // terminated by an administrator
    expect(isDatabaseUnavailable({ code: '08006' })).toBe(true); // connection failure
    expect(isDatabaseUnavailable({ code: '53100' })).toBe(true); // disk full
    expect(isDatabaseUnavailable({ code: 'ECONNREFUSED' })).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: { code: 'ENOSPC' } }))).toBe(true);
  });

  it('leaves a statement that is wrong, or a race, to the usual answers', () => {
    expect(isDatabaseUnavailable({ code: '23505' })).toBe(false); // unique violation
    expect(isDatabaseUnavailable({ code: '40001' })).toBe(false); // serialization failure: retried elsewhere
    expect(isDatabaseUnavailable(new Error('syntax error at or near "SELEC"'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
