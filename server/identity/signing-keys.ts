import { randomUUID } from 'node:crypto';
import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  type CryptoKey,
  type JWK,
  type JWTVerifyGetKey,
} from 'jose';
import type { Database } from '../db/database.ts';

/** The key tokens are signed with now, and the public half of every key whose tokens may still be in use. */
export interface SigningKeys {
  current: { kid: string; privateKey: CryptoKey };
  /** The JSON Web Key Set to publish and to verify against. */
  jwks: { keys: JWK[] };
  /** The set as jose verifies against it. */
  verify: JWTVerifyGetKey;
}

const publicPart = ({ kty, n, e }: JWK, kid: string): JWK => ({ kty, n, e, kid, alg: 'RS256', use: 'sig' });

/**
 * The pool's RS256 keys, generated on first start and kept in the database so tokens outlive a restart and every
 * server behind one database signs alike. Servers starting at once on an empty table add one key between them: each
 * adds its own only while holding the table's lock and finding it still empty, so none signs with a key another has
 * not read (its tokens would be refused there).
 */
export async function loadSigningKeys(db: Database): Promise<SigningKeys> {
  const stored = () =>
    db.query<{ kid: string; private_jwk: string }>(
      'SELECT kid, private_jwk FROM identity_signing_keys ORDER BY created_at, kid',
    );
  let rows = await stored();
  if (rows.length === 0) {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
    const jwk = await exportJWK(privateKey);
    await db.transaction(async (tx) => {
      // Readers go on; a second writer waits here, then finds the first one's key and adds none.
      await tx.query('LOCK TABLE identity_signing_keys IN EXCLUSIVE MODE');
      await tx.query(
        `INSERT INTO identity_signing_keys (kid, private_jwk)
         SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM identity_signing_keys)`,
        [randomUUID(), JSON.stringify(jwk)],
      );
    });
    rows = await stored();
  }
  const first = rows[0]!;
  const privateKey = (await importJWK(JSON.parse(first.private_jwk) as JWK, 'RS256')) as CryptoKey;
  const jwks = { keys: rows.map((row) => publicPart(JSON.parse(row.private_jwk) as JWK, row.kid)) };
  return { current: { kid: first.kid, privateKey }, jwks, verify: createLocalJWKSet(jwks) };
}
