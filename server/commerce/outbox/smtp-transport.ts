import { createTransport } from 'nodemailer';

/** One message as the sender hands it over: both parts, the sender's name and address, a stable Message-ID. */
export interface MailMessage {
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  html: string | null;
  language: string;
  messageId: string;
}

/** What the sender delivers through: SMTP in the shop, the same with a real SMTP server process in the tests. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Deadlines of one SMTP conversation: a stalled server costs a message an attempt, never the sender its loop. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * nodemailer's pooled SMTP transport for `url`: `smtp://user:pass@host:587` (STARTTLS when the server offers it) or
 * `smtps://user:pass@host:465` (TLS from the start). User and password may be percent-encoded.
 */
export function smtpTransport(url: string): MailTransport {
  const parsed = new URL(url);
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:')
    throw new RangeError(`SMTP_URL must start with smtp:// or smtps://, not ${parsed.protocol}//`);
  const secure = parsed.protocol === 'smtps:';
  const transporter = createTransport({
    pool: true,
    maxConnections: 2,
    host: parsed.hostname.replace(/^\[|\]$/g, ''),
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    ...(parsed.username
      ? { auth: { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } }
      : {}),
    ...TIMEOUTS,
  });
  return {
    async send(message) {
      await transporter.sendMail({
        from: message.from.name ? message.from : message.from.address,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        messageId: message.messageId,
        headers: { 'Content-Language': message.language },
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * Whether an SMTP failure is the server's final word on this message (a 5xx reply: no such mailbox, refused): tried
 * again, it would fail again. Failed logins (EAUTH) and everything without a 5xx (4xx replies, refused or dropped
 * connections, timeouts) are transient: the operator fixes the server or it recovers, and the message goes then.
 */
export function isPermanentSmtpError(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  return code !== 'EAUTH' && typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}
