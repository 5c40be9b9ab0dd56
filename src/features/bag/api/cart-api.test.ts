import { describe, expect, it } from 'vitest';
import { cartResponse, MemoryStorage } from '../../../../tests/helpers/fake-services.ts';
import { cartLine } from '../../../../tests/helpers/cart-lines.ts';
import { API_SESSION_KEY } from '../../../kernel/browser/shopping-session.ts';
import { anonymousTokens } from '../../../kernel/api/anonymous-tokens.ts';
import { ApiClient } from '../../../kernel/api/api-client.ts';
import { PRECONDITION_REQUIRED } from '../../../kernel/api/api-errors.ts';
import { HttpCartService } from './cart-api.ts';
import { serverCartService } from './server-cart-service.ts';

function setup(status = 200, body: unknown = cartResponse({ cartPublicId: 'c1' })) {
  return scripted({ status, body });
}

/**
 * The cart service over a fetch that answers from a queue (the last answer repeats), recording every call, in a
 * browser that already holds a session id.
 */
function scripted(...answers: { status: number; body: unknown; session?: string }[]) {
  const storage = new MemoryStorage();
  storage.set(API_SESSION_KEY, 'held.sig');
  return scriptedFor(storage, answers);
}

/** The same over the browser storage given (an empty one is a first visit). */
function scriptedFor(storage: MemoryStorage, answers: { status: number; body: unknown; session?: string }[]) {
  const sent: { call: string; body: unknown }[] = [];
  const queue = [...answers];
  const client = new ApiClient({
    fetch: (async (url: RequestInfo | URL, init: RequestInit = {}) => {
      sent.push({
        call: `${init.method} ${String(url)}`,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      const { status, body, session } = queue.length > 1 ? queue.shift()! : queue[0]!;
      return new Response(JSON.stringify(body), {
        status,
        headers: session ? { 'x-shopping-session': session } : {},
      });
    }) as typeof fetch,
    storage,
    site: () => ({ siteTag: 't', sitePublicId: 'maison-nord-uk', countryFolder: 'uk', language: 'en' }),
    tokens: anonymousTokens,
  });
  return { cart: new HttpCartService(client), sent };
}

const address = {
  firstName: 'Ana',
  lastName: 'Silva',
  addressLine1: '1 Road',
  city: 'London',
  countryCode: 'GB',
};

describe('HttpCartService', () => {
  it('makes every cart call with its method, path and payload', async () => {
    const { cart, sent } = setup();
    await cart.load();
    await cart.load({ preview: true });
    await cart.add({
      productId: 'KNIT2',
      sku: 'KNIT2-NAVY-S',
      quantity: 1,
      customisation: null,
      setCode: null,
    });
    await cart.update('a1', 3);
    await cart.remove('a1');
    await cart.recreate('c1');
    await cart.applyVoucher('WELCOME10');
    await cart.removeVoucher();
    await cart.saveAddress({ reference: 'home', address });
    await cart.calculateTax(address);
    await cart.selectShipping('express');
    expect(sent).toEqual([
      { call: 'GET /api/cart?lang=en&siteTag=t', body: undefined },
      { call: 'GET /api/cart?lang=en&preview=true&siteTag=t', body: undefined },
      {
        call: 'POST /api/cart?siteTag=t',
        body: { productId: 'KNIT2', sku: 'KNIT2-NAVY-S', quantity: 1, customisation: null, setCode: null },
      },
      { call: 'PUT /api/cart/a1?siteTag=t', body: { quantity: 3 } },
      { call: 'PUT /api/cart/a1?siteTag=t', body: { quantity: 0 } },
      { call: 'POST /api/cart/recreateCart?siteTag=t', body: { cartPublicId: 'c1' } },
      { call: 'PUT /api/cart/voucher?siteTag=t', body: { action: 'apply', voucher: 'WELCOME10' } },
      { call: 'PUT /api/cart/voucher?siteTag=t', body: { action: 'delete' } },
      { call: 'POST /api/cart/address?siteTag=t', body: { reference: 'home', address } },
      { call: 'POST /api/cart/calculate-tax?siteTag=t', body: { address } },
      { call: 'POST /api/shipping?siteTag=t', body: { id: 'express' } },
    ]);
  });

  it('reads promotions as a list or as { promotions }', async () => {
    const promotions = [{ id: 'p1', name: 'Spend 100', applied: false }];
    expect(await setup(200, promotions).cart.promotions()).toEqual(promotions);
    expect(await setup(200, { promotions }).cart.promotions()).toEqual(promotions);
  });

  it('answers the shop’s cart, reshaped from the wire', async () => {
    const { cart } = setup(200, cartResponse({ cartPublicId: 'c1', items: [cartLine('KNIT2')] }));
    const answer = await cart.load();
    expect(answer.publicId).toBe('c1');
    expect(answer.lines).toEqual([cartLine('KNIT2')]);
    expect(answer).not.toHaveProperty('items');
  });
});

describe('HttpCartService and the 428 marker', () => {
  const marker = { status: 428, body: { status: 428, code: 'SESSION_REQUIRED', message: 'create one' } };
  const session = {
    status: 200,
    body: {
      sessionId: 's.sig',
      siteId: 'uk',
      language: 'en',
      signedIn: false,
      expiresAt: '2030-01-01T00:00:00Z',
    },
    session: 's.sig',
  };
  const created = (sent: { call: string }[]) =>
    sent.filter((s) => s.call.startsWith('POST /api/basic-session'));
  const loads = (sent: { call: string }[]) => sent.filter((s) => s.call.startsWith('GET /api/cart?'));

  it('on the 428 marker creates the session and retries once', async () => {
    const { cart, sent } = scripted(marker, session, {
      status: 200,
      body: cartResponse({ items: [cartLine('KNIT2')] }),
    });
    const answer = await cart.load();
    expect(created(sent)).toHaveLength(1);
    expect(loads(sent)).toHaveLength(2);
    expect(answer.lines).toHaveLength(1);
  });

  it('on a first visit creates the session before the first cart call: no call refused with 428', async () => {
    const { cart, sent } = scriptedFor(new MemoryStorage(), [
      session,
      { status: 200, body: cartResponse({ items: [cartLine('KNIT2')] }) },
    ]);
    expect((await cart.load()).lines).toHaveLength(1);
    expect(sent.map((each) => each.call.split('?')[0])).toEqual(['POST /api/basic-session', 'GET /api/cart']);
  });

  it('gives up when the API still asks for a session after one was created', async () => {
    const { cart, sent } = scripted(marker, session, marker);
    await expect(cart.load()).rejects.toThrow('The API still asks for a session');
    expect(loads(sent)).toHaveLength(2);
  });

  it('loads the cart promotions, creating the session on the 428 marker', async () => {
    const promotions = [{ id: 'p1', name: 'Spend 100', applied: false }];
    const { cart, sent } = scripted(marker, session, { status: 200, body: promotions });
    expect(await cart.promotions()).toEqual(promotions);
    expect(created(sent)).toHaveLength(1);
  });

  it('keeps the promotions empty when the API still asks for a session', async () => {
    const { cart } = scripted(marker, session, marker);
    expect(await cart.promotions()).toEqual([]);
  });

  it('never hands the marker to its callers', async () => {
    await expect(setup(428, {}).cart.load()).rejects.toThrow('User Session Failed To Validate');
    expect(PRECONDITION_REQUIRED).toEqual({ kind: 'precondition-required' });
  });
});

describe('serverCartService', () => {
  it('refuses every call, so server rendering can never reach the API', async () => {
    await expect(serverCartService.load()).rejects.toThrow('not available while rendering on the server');
    await expect(serverCartService.createSession()).rejects.toThrow();
    expect(() => serverCartService.onSessionRestart(() => {})).not.toThrow();
  });
});
