import { positiveSetting } from '../../lib/setting-values.ts';

/** How the shop sends its e-mails; read once at start by main.ts. */
export interface MailSettings {
  /** `smtp://user:pass@host:587` or `smtps://…:465`; unset: nothing is sent and the outbox only fills (the demo). */
  smtpUrl: string | undefined;
  /** The sender address (MAIL_FROM); the display name is each site's name. */
  from: string;
  /** False when MAIL_FROM was not set and `from` is the placeholder. */
  fromSet: boolean;
  /** How often the sender looks for due mails (MAIL_SEND_INTERVAL_MS, default 2 s). */
  sendIntervalMs: number;
  /** Attempts before a mail is given up (MAIL_MAX_ATTEMPTS, default 8). */
  maxAttempts: number;
  /** The wait after the first failed attempt, doubled after each (MAIL_RETRY_BASE_MS, default 30 s; at most 1 h). */
  retryBaseMs: number;
  /**
   * How long a sender holds the mails it claimed (MAIL_LEASE_MS, default 5 min): a sender process killed mid-batch
   * leaves them to another sender, or to itself restarted, after this long. Keep it well above a slow SMTP
   * conversation; a sender gives back what it has not sent by half of it.
   */
  leaseMs?: number;
}

/** The address used when MAIL_FROM is unset: deliverable nowhere, so an operator notices (and is warned at start). */
export const DEFAULT_MAIL_FROM = 'no-reply@localhost';

const ADDRESS = /^[^\s@<>"]+@[^\s@<>"]+$/;

/** The mail settings from the environment; a malformed MAIL_FROM or number stops the start with its name. */
export function readMailSettings(env: NodeJS.ProcessEnv = process.env): MailSettings {
  const from = env.MAIL_FROM?.trim() || undefined;
  if (from !== undefined && !ADDRESS.test(from))
    throw new RangeError(`MAIL_FROM must be a bare address like shop@example.com, not "${from}"`);
  return {
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    from: from ?? DEFAULT_MAIL_FROM,
    fromSet: from !== undefined,
    sendIntervalMs: positiveSetting('MAIL_SEND_INTERVAL_MS', env.MAIL_SEND_INTERVAL_MS, 2000),
    maxAttempts: Math.floor(positiveSetting('MAIL_MAX_ATTEMPTS', env.MAIL_MAX_ATTEMPTS, 8)),
    retryBaseMs: positiveSetting('MAIL_RETRY_BASE_MS', env.MAIL_RETRY_BASE_MS, 30_000),
    leaseMs: positiveSetting('MAIL_LEASE_MS', env.MAIL_LEASE_MS, 300_000),
  };
}
