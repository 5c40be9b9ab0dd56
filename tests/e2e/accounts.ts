import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** A password the identity service's policy accepts (length, cases, digit, symbol). */
export const CUSTOMER_PASSWORD = 'Correct-horse-42';

/** The newest six-digit code the shop e-mailed to `email`, read from the developer outbox as a tester would. */
export async function codeFromOutbox(baseUrl: string, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${baseUrl}/api/dev/outbox?limit=50`)).json()) as {
          recipient: string;
          bodyText: string;
        }[];
        // Newest first: the first e-mail to this shopper carries the code to use.
        const mail = mails.find((each) => each.recipient.toLowerCase() === email.toLowerCase());
        code = /\b(\d{6})\b/.exec(mail?.bodyText ?? '')?.[1];
        return code;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/**
 * A new customer through the shop's own pages: create the account, verify it with the e-mailed code and sign in.
 * The page ends on the page sign-in led to.
 */
export async function signedInCustomer(
  page: Page,
  baseUrl: string,
  site: string,
  email: string,
  name = { given: 'Ana', family: 'Silva' },
): Promise<void> {
  await page.goto(`${baseUrl}${site}/account/create`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER_PASSWORD);
  await page.getByLabel('First name').fill(name.given);
  await page.getByLabel('Last name').fill(name.family);
  await page.getByRole('button', { name: 'Create account' }).click();
  // The first identity call loads the identity client's code: on a busy machine that takes more than a second.
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe(`${site}/account/verify`);
  await page.getByLabel('Verification code').fill(await codeFromOutbox(baseUrl, email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe(`${site}/account/sign-in`);
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect
    .poll(() => new URL(page.url()).pathname, { timeout: 10_000 })
    .not.toBe(`${site}/account/sign-in`);
}
