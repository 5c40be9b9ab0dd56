import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneSkuProducts } from '../../test-support/catalogue-fixture.ts';
import { placeOrder, placeOrderBody, shopperReadyToPay } from '../../test-support/checkout-fixture.ts';
import { demoContentDir, startCommerce, type CommerceHarness } from '../../test-support/commerce-harness.ts';
import { identityCall, TEST_CLIENT_ID, TEST_PASSWORD } from '../../test-support/identity-client.ts';
import { insertReferenceFixture } from '../../test-support/reference-fixture.ts';
import { mailHeader, mailParts, startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';
import { emailsFailed } from './email-metrics.ts';
import { helpdeskTicketReceived } from './email-templates.ts';
import { readMailSettings } from './mail-settings.ts';
import { OutboxSender, startOutboxSender } from './outbox-sender.ts';
import { OutboxService } from './outbox-service.ts';
import { siteName } from './site-names.ts';
import { smtpTransport, type MailTransport } from './smtp-transport.ts';

const FROM = 'shop@maisonnord.test';

/**
 * E-mail leaves: mails written by the shop's real API are delivered to a real SMTP server process, multipart, in
 * the shopper's language, from the site's name; refusals are retried or given up as the server's reply says.
 */
describe('outbox delivery over SMTP', () => {
  let harness: CommerceHarness;
  const transports: MailTransport[] = [];
  const sinks: SmtpSink[] = [];
  const newSku = oneSkuProducts(() => harness.db, 'MAIL');

  beforeAll(async () => {
    harness = await startCommerce(testDatabaseKinds[0]!);
    await insertReferenceFixture(harness.db);
  });
  afterAll(async () => {
    for (const transport of transports) transport.close();
    await Promise.all(sinks.map((sink) => sink.close()));
    await harness.close();
  });
  // Each test delivers only the mails it writes.
  beforeEach(() => harness.db.query("UPDATE outbox SET status = 'skipped' WHERE status = 'pending'"));

  async function senderTo(args: string[], options: { retryBaseMs?: number; maxAttempts?: number } = {}) {
    const sink = await startSmtpSink(args);
    sinks.push(sink);
    const transport = smtpTransport(sink.url);
    transports.push(transport);
    const sender = new OutboxSender({
      db: harness.db,
      transport,
      from: FROM,
      siteName: (siteId) => siteName(demoContentDir, siteId),
      maxAttempts: options.maxAttempts ?? 5,
      retryBaseMs: options.retryBaseMs ?? 60_000,
      random: () => 1,
    });
    return { sink, sender };
  }
  const rowOf = async (recipient: string) =>
    (
      await harness.db.query<{ status: string; attempts: number; last_error: string | null }>(
        'SELECT status, attempts, last_error FROM outbox WHERE recipient = $1',
        [recipient],
      )
    )[0]!;

  it("mails a sign-up code asked for through the API once: multipart, in the shopper's Arabic, right to left, from the site", async () => {
    const { sink, sender } = await senderTo([]);
    const signedUp = await identityCall(harness, 'SignUp', {
      ClientId: TEST_CLIENT_ID,
      Username: 'layla@example.com',
      Password: TEST_PASSWORD,
      ClientMetadata: { language: 'ar', siteId: 'ae' },
    });
    expect(signedUp.status).toBe(200);
    expect(await sender.sendDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const [mail] = await sink.waitFor(1);
    expect(await sender.sendDue()).toEqual({ sent: 0, retried: 0, failed: 0 });

    expect(mail!.to).toEqual(['layla@example.com']);
    expect(mailHeader(mail!.raw, 'from')).toMatch(/^"?Maison Nord"? <shop@maisonnord\.test>$/);
    expect(mailHeader(mail!.raw, 'subject')).toBe('رمز التحقق الخاص بك');
    expect(mailHeader(mail!.raw, 'content-type')).toMatch(/^multipart\/alternative;/);
    const [text, html] = mailParts(mail!.raw);
    expect(text!.contentType).toMatch(/^text\/plain; charset=utf-8/);
    expect(html!.contentType).toMatch(/^text\/html; charset=utf-8/);
    const code = /\b(\d{6})\b/.exec(text!.body)![1]!;
    expect(text!.body).toContain(`رمز التحقق الخاص بك هو ${code}`);
    expect(html!.body).toContain(`رمز التحقق الخاص بك هو ${code}`);
    expect(html!.body).toMatch(/<html lang="ar" dir="rtl">/);
    expect(await rowOf('layla@example.com')).toMatchObject({ status: 'sent', attempts: 1 });
    // Another round, and another sender, find nothing left to send: the mail went once.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sink.received).toHaveLength(1);
  });

  it('mails the order confirmation with its link kept, and writes none when the placing transaction rolls back', async () => {
    const { sink, sender } = await senderTo([]);
    // The order's own transaction fails at commit, after everything in it (the confirmation too) was written.
    await harness.db.exec(`
      CREATE FUNCTION refuse_placed_order() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'placing refused at commit'; END $$;
      CREATE CONSTRAINT TRIGGER refuse_placed_order AFTER UPDATE ON orders DEFERRABLE INITIALLY DEFERRED
        FOR EACH ROW WHEN (NEW.status = 'PLACED') EXECUTE FUNCTION refuse_placed_order();`);
    const refused = await shopperReadyToPay(harness, { ...(await newSku(2)) });
    const failed = await placeOrder(refused.shopper, await placeOrderBody(refused.session, { card: VISA }));
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    await harness.db.exec('DROP TRIGGER refuse_placed_order ON orders; DROP FUNCTION refuse_placed_order();');
    expect(await harness.db.query("SELECT 1 FROM outbox WHERE kind = 'order-confirmation'")).toEqual([]);
    expect(await sender.sendDue()).toEqual({ sent: 0, retried: 0, failed: 0 });

    const placed = await shopperReadyToPay(harness, { ...(await newSku(2)) });
    const response = await placeOrder(placed.shopper, await placeOrderBody(placed.session, { card: VISA }));
    expect(response.statusCode, response.body).toBe(200);
    expect(await sender.sendDue()).toMatchObject({ sent: 1 });
    const [mail] = await sink.waitFor(1);
    const [text, html] = mailParts(mail!.raw);
    const link = /(https?:\/\/\S+order-status\S+)/.exec(text!.body)![1]!;
    expect(html!.body).toContain(`<a href="${link.replace(/&/g, '&amp;')}">`);
    expect(html!.body).toMatch(/<html lang="en" dir="ltr">/);
  });

  it('tries again after a 4xx with a growing wait and delivers once; gives up at once on a 5xx, counted', async () => {
    const { sink, sender } = await senderTo(['--transient', '2', '--permanent', 'nobody'], {
      retryBaseMs: 300,
    });
    const outbox = new OutboxService(harness.db);
    const mail = (recipient: string) => ({ ...helpdeskTicketReceived(9), recipient, siteId: 'uk' });
    await outbox.enqueue(harness.db, mail('busy@example.com'));
    expect(await sender.sendDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
    // Not due again before its wait is over.
    expect(await sender.sendDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await sender.sendDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
    await new Promise((resolve) => setTimeout(resolve, 350));
    // The second wait is twice the first.
    expect(await sender.sendDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await sender.sendDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    await sink.waitFor(1);
    expect(sink.refused.map((refusal) => refusal.code)).toEqual([451, 451]);
    expect(await rowOf('busy@example.com')).toMatchObject({ status: 'sent', attempts: 3, last_error: null });

    const permanentBefore = await failedCount('permanent');
    await outbox.enqueue(harness.db, mail('nobody@example.com'));
    expect(await sender.sendDue()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await rowOf('nobody@example.com')).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await rowOf('nobody@example.com')).last_error).toMatch(/^550: /);
    expect(await failedCount('permanent')).toBe(permanentBefore + 1);
    expect(await sender.sendDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(sink.received.map((received) => received.to)).toEqual([['busy@example.com']]);
  });

  it('gives a mail up after MAIL_MAX_ATTEMPTS transient refusals, logged and counted', async () => {
    const { sink, sender } = await senderTo(['--transient', '99'], { retryBaseMs: 40, maxAttempts: 2 });
    const transientBefore = await failedCount('transient');
    await new OutboxService(harness.db).enqueue(harness.db, {
      ...helpdeskTicketReceived(3),
      recipient: 'patient@example.com',
      siteId: 'uk',
    });
    expect(await sender.sendDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await sender.sendDue()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await rowOf('patient@example.com')).toMatchObject({ status: 'failed', attempts: 2 });
    expect((await rowOf('patient@example.com')).last_error).toMatch(/^451: /);
    expect(await failedCount('transient')).toBe(transientBefore + 1);
    expect(sink.refused).toHaveLength(2);
  });

  it('runs on its own timer as main.ts starts it from the settings, and stops when the app closes', async () => {
    const sink = await startSmtpSink();
    sinks.push(sink);
    const settings = readMailSettings({ SMTP_URL: sink.url, MAIL_FROM: FROM, MAIL_SEND_INTERVAL_MS: '50' });
    const closing: (() => Promise<void>)[] = [];
    const log = { info() {}, warn() {}, error() {} };
    startOutboxSender(
      { addHook: (_name: 'onClose', hook: () => Promise<void>) => closing.push(hook), log },
      { db: harness.db, contentDir: demoContentDir, settings: { ...settings, smtpUrl: sink.url } },
    );
    await new OutboxService(harness.db).enqueue(harness.db, {
      ...helpdeskTicketReceived(5, 'ja'),
      recipient: 'timer@example.com',
      siteId: 'jp',
    });
    const [mail] = await sink.waitFor(1);
    expect(mailHeader(mail!.raw, 'from')).toMatch(/^"?Maison Nord"? <shop@maisonnord\.test>$/);
    expect(mailHeader(mail!.raw, 'subject')).toBe('お問い合わせを受け付けました (#5)');
    await Promise.all(closing.map((hook) => hook()));
    await new OutboxService(harness.db).enqueue(harness.db, {
      ...helpdeskTicketReceived(6),
      recipient: 'after-close@example.com',
      siteId: 'uk',
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sink.received).toHaveLength(1);
  });
});

const VISA = { number: '4111111111111111' };

async function failedCount(error: string): Promise<number> {
  const { values } = await emailsFailed.get();
  return values.find((value) => value.labels.error === error && value.labels.gave_up === 'true')?.value ?? 0;
}
