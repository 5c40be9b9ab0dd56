import { compactDecrypt } from 'jose';
import { CARD_CONTENT_ENCRYPTION, CARD_KEY_ALGORITHM } from '../api/payment-settings.ts';
import type { CardDetails } from './card-rules.ts';

/** Encrypted fields older than this are refused: a captured field must not be replayable for long. */
export const MAX_FIELD_AGE_MS = 24 * 60 * 60 * 1000;

/** A field the provider could not use; the payment answers Refused with this reason, never the field. */
export class CardFieldError extends Error {}

/** The encrypted card fields of a request, as Adyen names them. */
export interface EncryptedCard {
  encryptedCardNumber?: string;
  encryptedExpiryMonth?: string;
  encryptedExpiryYear?: string;
  encryptedSecurityCode?: string;
  holderName?: string;
}

const FIELDS = [
  ['encryptedCardNumber', 'number'],
  ['encryptedExpiryMonth', 'expiryMonth'],
  ['encryptedExpiryYear', 'expiryYear'],
  ['encryptedSecurityCode', 'cvc'],
] as const;

/** Decrypt each field (compact JWE, RSA-OAEP-256 + A256GCM) and check it was made in the last 24 hours. */
export async function decryptCard(
  encrypted: EncryptedCard,
  privateKey: CryptoKey,
  now: Date,
): Promise<CardDetails> {
  const card: Partial<CardDetails> = { holderName: encrypted.holderName ?? '' };
  for (const [field, name] of FIELDS) {
    const jwe = encrypted[field];
    if (!jwe) throw new CardFieldError(`${field} is missing`);
    const content = await decryptField(jwe, privateKey);
    const value = content[name];
    const generated = Date.parse(String(content.generationtime ?? ''));
    if (typeof value !== 'string') throw new CardFieldError(`${field} holds no ${name}`);
    if (!Number.isFinite(generated) || now.getTime() - generated > MAX_FIELD_AGE_MS)
      throw new CardFieldError(`${field} is stale`);
    card[name] = value;
  }
  return card as CardDetails;
}

async function decryptField(jwe: string, privateKey: CryptoKey): Promise<Record<string, unknown>> {
  try {
    const { plaintext } = await compactDecrypt(jwe, privateKey, {
      keyManagementAlgorithms: [CARD_KEY_ALGORITHM],
      contentEncryptionAlgorithms: [CARD_CONTENT_ENCRYPTION],
    });
    const parsed = JSON.parse(new TextDecoder().decode(plaintext)) as unknown;
    if (parsed === null || typeof parsed !== 'object') throw new Error('not an object');
    return parsed as Record<string, unknown>;
  } catch {
    throw new CardFieldError('a card field could not be decrypted');
  }
}
