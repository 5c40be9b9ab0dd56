import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { chromiumSession, contentKeptSinceReady, workerShop } from './browser.ts';
import { ticketAttachments } from './stock-control.ts';

const browser = chromiumSession();

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

/** The e-mails the shop sent to `email`, read from the developer outbox. */
async function mailsTo(email: string): Promise<{ recipient: string; bodyText: string }[]> {
  const mails = (await (await fetch(`${browser.baseUrl}/api/dev/outbox?limit=50`)).json()) as {
    recipient: string;
    bodyText: string;
  }[];
  return mails.filter((mail) => mail.recipient === email);
}

/** Every request the page makes to the helpdesk, counted. */
function helpdeskCalls(page: Page): { count: number } {
  const calls = { count: 0 };
  page.on('request', (request) => {
    if (request.url().includes('/api/helpdesk/')) calls.count++;
  });
  return calls;
}

describe('the contact form', () => {
  it('sends an enquiry with two attachments to the helpdesk, which e-mails a receipt', async () => {
    const page = await browser.open('/uk/en/contact-us');
    const email = `enquiry-${Date.now()}@example.com`;
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Contact us');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('What is your enquiry about?').selectOption('Returns and refunds');
    await page
      .getByLabel('Your message')
      .fill('The belt was missing from my parcel. Photo and receipt attached.');
    await page.getByLabel('Attachments (optional)').setInputFiles([
      { name: 'parcel.png', mimeType: 'image/png', buffer: PNG },
      { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: PDF },
    ]);
    expect(await page.getByRole('list', { name: 'Files to send' }).getByRole('listitem').count()).toBe(2);
    expect(await axeViolations(page)).toEqual([]);
    const answered = page.waitForResponse((response) => response.url().includes('/api/helpdesk/tickets'));
    await page.getByRole('button', { name: 'Send message' }).click();
    const response = await answered;
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: number };
    // Both files reached the helpdesk with the enquiry.
    expect(await ticketAttachments(workerShop().stockControlUrl, id)).toEqual([
      { filename: 'parcel.png', content_type: 'image/png' },
      { filename: 'receipt.pdf', content_type: 'application/pdf' },
    ]);
    const sent = page.getByRole('status').filter({ hasText: 'Thank you, we have received your message' });
    await sent.waitFor();
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 10_000 }).toBe(1);
    expect((await mailsTo(email))[0]!.bodyText).toContain(`Your enquiry number is ${id}`);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('refuses a wrong file type and an over-size file by name, and never sends a form the schema refuses', async () => {
    const page = await browser.open('/uk/en/contact-us');
    const calls = helpdeskCalls(page);
    await page.getByLabel('Attachments (optional)').setInputFiles([
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
      {
        name: 'huge.png',
        mimeType: 'image/png',
        buffer: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]),
      },
    ]);
    const alert = page.getByRole('alert');
    await expect
      .poll(() => alert.textContent({ timeout: 1000 }).catch(() => null), { timeout: 10_000 })
      .toContain("notes.txt can't be attached");
    expect(await alert.textContent()).toContain('huge.png is larger than 5 MB');
    expect(await page.getByRole('list', { name: 'Files to send' }).count()).toBe(0);

    await page.getByLabel('Email address').fill('ana@example');
    await page.getByLabel('Your message').fill('Short');
    await page.getByRole('button', { name: 'Send message' }).click();
    const email = page.getByLabel('Email address');
    await expect.poll(() => email.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('Please tell us a little more.').count()).toBe(1);
    expect(calls.count).toBe(0);
    // The form the files were chosen in is the one the app hydrated, not markup it replaced after saying it was ready.
    expect(await contentKeptSinceReady(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('is mirrored in Arabic on a phone, clean for axe, and sends an enquiry', async () => {
    const page = await browser.open('/ae/ar/contact-us', { width: 390, height: 844 });
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('اتصل بنا');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    const field = page.getByLabel('البريد الإلكتروني');
    const edges = await field.evaluate((input) => {
      const label = document.querySelector(`label[for="${input.id}"]`)!;
      const range = document.createRange();
      range.selectNodeContents(label);
      return { words: range.getBoundingClientRect().right, field: input.getBoundingClientRect().right };
    });
    expect(Math.abs(edges.words - edges.field)).toBeLessThan(2);
    await field.fill(`enquiry-ar-${Date.now()}@example.com`);
    const subject = page.getByLabel('ما موضوع استفسارك؟');
    await subject.selectOption({ index: 1 });
    await page.getByLabel('رسالتك').fill('وصل الطرد بدون الحزام. أرجو المساعدة.');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'إرسال الرسالة' }).click();
    await page.locator('[data-contact-sent]').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
