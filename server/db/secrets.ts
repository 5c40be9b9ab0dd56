import { randomBytes } from 'node:crypto';
import type { Database } from './database.ts';

/**
 * Read a named secret, creating it on first use. The environment wins (`SESSION_SECRET`, `TOKEN_SECRET`...) so an
 * operator can rotate or share keys between servers; otherwise the database keeps a generated one.
 */
export async function loadSecret(db: Database, name: string, env = process.env): Promise<string> {
  const fromEnv = env[name.toUpperCase()];
  if (fromEnv) return fromEnv;
  const generated = randomBytes(32).toString('base64url');
  await db.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    generated,
  ]);
  const rows = await db.query<{ value: string }>('SELECT value FROM app_secrets WHERE name = $1', [name]);
  return rows[0]!.value;
}
