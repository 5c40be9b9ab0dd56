import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCommerce, type CommerceHarness } from '../../test-support/commerce-harness.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';

describe.each(testDatabaseKinds)('the session’s language on $name', (kind) => {
  let harness: CommerceHarness;
  beforeAll(async () => {
    harness = await startCommerce(kind);
  });
  afterAll(() => harness.close());

  /** The language the server holds for a session, read back as a later call would find it. */
  const languageOf = async (token: string) => {
    const { sessions } = harness.app.commerce;
    return (await sessions.find(sessions.idOfToken(token)!))?.language;
  };

  it('starts with the language the session was created in', async () => {
    const shopper = harness.shopper({ sitePublicId: 'maison-nord-ae', language: 'ar' });
    expect(await languageOf(await shopper.session())).toBe('ar');
  });

  it('keeps the language chosen later, and refuses one the site does not have', async () => {
    const shopper = harness.shopper({ sitePublicId: 'maison-nord-ae', language: 'en' });
    const token = await shopper.session();
    const answer = await shopper.json<{ language: string }>(
      'PUT',
      '/api/session/updateProperties?paramId=lang',
      {
        value: 'ar',
      },
    );
    expect(answer.language).toBe('ar');
    expect(await languageOf(token)).toBe('ar');

    const refused = await shopper.call('PUT', '/api/session/updateProperties?paramId=lang', { value: 'ja' });
    expect(refused.json()).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(await languageOf(token)).toBe('ar');
  });
});
