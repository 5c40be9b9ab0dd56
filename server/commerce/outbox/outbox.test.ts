import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startCommerce, type CommerceHarness } from '../../test-support/commerce-harness.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';
import { readDeploymentSettings } from '../../lib/deployment-settings.ts';
import {
  backInStockAvailable,
  backInStockRequested,
  helpdeskTicketReceived,
  signupConfirmation,
} from './email-templates.ts';
import { mailHtml } from './email-html.ts';
import { readMailSettings } from './mail-settings.ts';
import { smtpTransport } from './smtp-transport.ts';
import { retryDelayMs } from './outbox-sender.ts';
import { OutboxService, maskEmail } from './outbox-service.ts';
import { PERSONAL_CACHE_CONTROL } from '../../lib/page-caching.ts';

const coat = { productName: 'Wool Coat', brand: 'Atelier Sud', colour: 'Black', size: 'M' };

describe('e-mail templates', () => {
  it('write single-line subjects from catalogue values only', () => {
    const all = [
      signupConfirmation('https://shop.example/api/marketing/unsubscribe?site=uk&email=a%40b.c&token=t'),
      backInStockRequested(coat),
      backInStockAvailable({ ...coat, productUrl: 'https://shop.example/uk/en/product/wool-coat/C1' }),
      helpdeskTicketReceived(42),
    ];
    expect(all.map((mail) => mail.kind)).toEqual([
      'signup-confirmation',
      'back-in-stock-requested',
      'back-in-stock-available',
      'helpdesk-ticket-received',
    ]);
    for (const mail of all) expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(all[2]!.bodyText).toContain('https://shop.example/uk/en/product/wool-coat/C1');
    expect(all[3]!.subject).toBe('We received your enquiry (#42)');
  });

  it("word the signup welcome and the enquiry acknowledgement in the shopper's language, English otherwise", () => {
    const link = 'https://shop.example/api/marketing/unsubscribe?site=ae&email=a%40b.c&token=t';
    const welcome = signupConfirmation(link, 'ar');
    expect(welcome.subject).toBe('أنت الآن على قائمتنا');
    expect(welcome.bodyText).toContain(link);
    expect(welcome.bodyText).toMatch(/خدمة العملاء$/);
    expect(signupConfirmation(link, 'ja').subject).toBe('メールマガジンへのご登録ありがとうございます');
    expect(helpdeskTicketReceived(7, 'ar').subject).toBe('تلقّينا استفسارك (#7)');
    expect(helpdeskTicketReceived(7, 'ja').bodyText).toContain('お問い合わせ番号は 7 です');
    expect(helpdeskTicketReceived(7, 'fr').subject).toBe('We received your enquiry (#7)');
  });

  it('writes the HTML part from the text: every value escaped, links kept, Arabic right to left', () => {
    const html = mailHtml({
      subject: '<b>Hi</b>',
      bodyText: 'Dear <script>alert(1)</script> & co\n  https://shop.example/p?a=1&b=2 "quoted"\n\nBye',
      language: 'ar',
    });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<title>&lt;b&gt;Hi&lt;/b&gt;</title>');
    expect(html).toContain('Dear &lt;script&gt;alert(1)&lt;/script&gt; &amp; co<br>');
    expect(html).toContain(
      '<a href="https://shop.example/p?a=1&amp;b=2">https://shop.example/p?a=1&amp;b=2</a> &quot;quoted&quot;</p>',
    );
    expect(html).not.toMatch(/<script/);
    expect(mailHtml({ subject: 's', bodyText: 'b', language: 'ja' })).toContain('dir="ltr"');
  });

  it('waits twice as long after each failed attempt, jittered, at most an hour', () => {
    expect(retryDelayMs(1, 30_000, () => 1)).toBe(30_000);
    expect(retryDelayMs(2, 30_000, () => 1)).toBe(60_000);
    expect(retryDelayMs(3, 30_000, () => 0)).toBe(60_000);
    expect(retryDelayMs(20, 30_000, () => 1)).toBe(3_600_000);
  });

  it('reads the mail settings with safe defaults and refuses a malformed sender address', () => {
    expect(readMailSettings({})).toEqual({
      smtpUrl: undefined,
      from: 'no-reply@localhost',
      fromSet: false,
      sendIntervalMs: 2000,
      maxAttempts: 8,
      retryBaseMs: 30_000,
      leaseMs: 300_000,
    });
    expect(
      readMailSettings({ SMTP_URL: 'smtp://u:p@mail:587', MAIL_FROM: 'shop@example.com' }),
    ).toMatchObject({
      smtpUrl: 'smtp://u:p@mail:587',
      from: 'shop@example.com',
      fromSet: true,
    });
    expect(() => readMailSettings({ MAIL_FROM: 'Shop <shop@example.com>' })).toThrow(/MAIL_FROM/);
    expect(() => readMailSettings({ MAIL_SEND_INTERVAL_MS: '0' })).toThrow(/MAIL_SEND_INTERVAL_MS/);
    expect(() => readMailSettings({ MAIL_LEASE_MS: 'soon' })).toThrow(/MAIL_LEASE_MS/);
    expect(() => smtpTransport('http://mail:25')).toThrow(/SMTP_URL/);
  });

  it('masks the person in a logged address', () => {
    expect(maskEmail('ann.smith@example.com')).toBe('a***@example.com');
  });
});

describe.each(testDatabaseKinds)('outbox on $name', (kind) => {
  let harness: CommerceHarness;
  let outbox: OutboxService;
  beforeAll(async () => {
    harness = await startCommerce(kind);
    outbox = new OutboxService(harness.db);
    harness.app.deployment.outboxPage = true;
  });
  afterAll(() => harness.close());
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  const mail = (recipient: string, subject = 'Hello') => ({
    kind: 'signup-confirmation' as const,
    recipient,
    subject,
    bodyText: 'Body',
    language: 'en',
    siteId: 'uk',
  });
  const get = (url: string) => harness.app.inject({ method: 'GET', url });

  it('queues in the caller transaction: a rolled-back caller leaves no e-mail', async () => {
    await expect(
      harness.db.transaction(async (tx) => {
        await outbox.enqueue(tx, mail('rollback@example.com'));
        throw new Error('the signup failed');
      }),
    ).rejects.toThrow('the signup failed');
    expect(await outbox.list({ limit: 500 })).not.toContainEqual(
      expect.objectContaining({ recipient: 'rollback@example.com' }),
    );
  });

  it('logs each queued e-mail with a masked recipient', async () => {
    const info = vi.fn();
    const id = await outbox.enqueue(harness.db, mail('logged@example.com'), { info });
    expect(info).toHaveBeenCalledWith(
      { outboxId: id, kind: 'signup-confirmation', recipient: 'l***@example.com', siteId: 'uk' },
      'e-mail queued',
    );
  });

  it('lists newest first as JSON, with a limit and a kind filter, and needs no siteTag or credentials', async () => {
    await outbox.enqueue(harness.db, mail('first@example.com'));
    await outbox.enqueue(harness.db, { ...mail('second@example.com'), ...helpdeskTicketReceived(7) });
    const response = await get('/api/dev/outbox?limit=2');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
    const [newest, older] = response.json() as { recipient: string; kind: string; createdAt: string }[];
    expect(newest).toMatchObject({ recipient: 'second@example.com', kind: 'helpdesk-ticket-received' });
    expect(older).toMatchObject({ recipient: 'first@example.com', siteId: 'uk', bodyText: 'Body' });
    expect(Date.parse(newest!.createdAt)).not.toBeNaN();
    expect((await get('/api/dev/outbox?limit=3')).json()).toHaveLength(3);

    const signups = (await get('/api/dev/outbox?kind=signup-confirmation')).json() as { kind: string }[];
    expect(signups.length).toBeGreaterThan(0);
    expect(signups.every((entry) => entry.kind === 'signup-confirmation')).toBe(true);
  });

  it('answers 400 for a bad limit or kind', async () => {
    for (const query of ['limit=0', 'limit=501', 'limit=ten', 'kind=spam']) {
      const response = await get(`/api/dev/outbox?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
    }
  });

  it('shows the e-mails as an HTML page with every value escaped and no script', async () => {
    await outbox.enqueue(harness.db, {
      ...mail('"><img src=x onerror=alert(1)>@example.com', '<script>alert("x")</script> & more'),
      bodyText: '</pre><script>alert(2)</script>',
    });
    const response = await get('/api/dev/outbox.html');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const html = response.body;
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
    expect(html).toContain('&lt;/pre&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;@example.com');
    expect(html).not.toMatch(/<script|<img/i);
    expect(html).toMatch(/^<!doctype html>/);
  });

  it('is hidden unless the operator turns it on, in development too', async () => {
    harness.app.deployment.outboxPage = false;
    for (const environment of ['development', 'test', 'production', '']) {
      vi.stubEnv('NODE_ENV', environment);
      expect((await get('/api/dev/outbox')).statusCode, environment).toBe(404);
      expect((await get('/api/dev/outbox.html')).statusCode, environment).toBe(404);
    }
    harness.app.deployment.outboxPage = readDeploymentSettings({ OUTBOX_PAGE: 'on' }).outboxPage;
    expect((await get('/api/dev/outbox')).statusCode).toBe(200);
    expect((await get('/api/dev/outbox.html')).statusCode).toBe(200);
  });

  it('stays out of the OpenAPI document', async () => {
    const document = (await get('/api/openapi.json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/dev'))).toEqual([]);
  });
});
