import type { LightMyRequestResponse } from 'fastify';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_LIMITS } from '../../../schemas/api/conventions.ts';
import { createCommerceContext } from '../../api/create-context.ts';
import { demoContentDir, startCommerce, type CommerceHarness } from '../../test-support/commerce-harness.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';
import {
  exe,
  helpdeskRowCounts,
  pngOfSize,
  postRawTicket,
  postTicket,
  storedAttachments,
  tinyPdf,
  tinyPng,
  validFields,
} from './helpdesk-test-fixtures.ts';
import { UPLOAD_DIR_PREFIX } from './multipart-form.ts';

const START = new Date('2026-11-25T12:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

const PIECE_BYTES = 64 * 1024;

/**
 * A form of one file (`start`, then padding, in pieces), sent without a length and made only as the server reads it.
 * It stops after `heldAfter` pieces until `release()`: a server that waits for the whole file never answers.
 */
function heldForm(filename: string, start: Buffer, heldAfter: number) {
  const boundary = 'HeldFormBoundary';
  let pulled = 0;
  let started = false;
  let released = false;
  let waiting = false;
  const payload = new Readable({
    read() {
      if (!started) {
        started = true;
        this.push(
          `--${boundary}\r\nContent-Disposition: form-data; name="attachments[]"; filename="${filename}"\r\n\r\n`,
        );
      }
      if (pulled === heldAfter && !released) {
        waiting = true;
        return;
      }
      if (pulled === heldAfter) {
        this.push(`\r\n--${boundary}--\r\n`);
        this.push(null);
        return;
      }
      this.push(
        pulled === 0
          ? Buffer.concat([start, Buffer.alloc(PIECE_BYTES - start.length)])
          : Buffer.alloc(PIECE_BYTES),
      );
      pulled++;
    },
  });
  return {
    payload,
    contentType: `multipart/form-data; boundary=${boundary}`,
    release: () => {
      released = true;
      if (waiting) payload.read(0);
    },
  };
}

const uploadDirs = () => readdirSync(tmpdir()).filter((name) => name.startsWith(UPLOAD_DIR_PREFIX));

describe.each(testDatabaseKinds)('helpdesk uploads on $name', (kind) => {
  let harness: CommerceHarness;
  beforeAll(async () => {
    harness = await startCommerce(kind);
  });
  afterAll(() => harness.close());
  afterEach(() => harness.setNow(START));

  it('stores a file larger than one stored piece whole, and leaves no temporary file behind', async () => {
    const before = uploadDirs();
    const big = pngOfSize(600 * 1024);
    const response = await postTicket(harness, validFields, [{ filename: 'big.png', bytes: big }]);
    expect(response.statusCode, response.body).toBe(201);
    const [stored] = await storedAttachments(harness, response.json().id);
    expect(Buffer.from(stored!.bytes).equals(big)).toBe(true);
    expect(uploadDirs()).toEqual(before);
  });

  it('refuses a file over the size limit mid-stream, leaving no ticket, attachment or temporary file', async () => {
    const before = { rows: await helpdeskRowCounts(harness), dirs: uploadDirs() };
    // The first file is fine and already on its way to storage when the second one goes over the limit.
    const response = await postTicket(harness, validFields, [
      { filename: 'ok.pdf', bytes: tinyPdf() },
      { filename: 'huge.png', bytes: pngOfSize(API_LIMITS.maxAttachmentBytes + 1) },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(await helpdeskRowCounts(harness)).toEqual(before.rows);
    expect(uploadDirs()).toEqual(before.dirs);
  });

  /** Post a held form, answering while the rest of it is still to come, then let it end. */
  const postHeld = async (form: ReturnType<typeof heldForm>, remoteAddress?: string) => {
    try {
      return await postRawTicket(harness, form.payload as never, form.contentType, { remoteAddress });
    } finally {
      form.release();
    }
  };

  it('refuses a file by its first bytes without waiting for the rest of it', async () => {
    const response = await postHeld(heldForm('holiday.png', exe, 4));
    expect(response.json()).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('refuses a file as soon as it passes the size limit, without waiting for the rest of it', async () => {
    const limitPieces = API_LIMITS.maxAttachmentBytes / PIECE_BYTES;
    const response = await postHeld(heldForm('huge.png', tinyPng(), limitPieces + 4));
    expect(response.json()).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('stops an upload that goes over the hourly budget mid-stream when the request declares no length', async () => {
    const { limits } = harness.context;
    const usual = limits.helpdeskUploadBytesPerHour;
    limits.helpdeskUploadBytesPerHour = 16 * PIECE_BYTES;
    try {
      const response = await postHeld(heldForm('photo.png', tinyPng(), 20), '192.0.2.44');
      expect(response.json()).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
      expect(response.headers['retry-after']).toBe('3600');
      // Now over its budget, the client is refused before any byte of its next file arrives.
      const again = await postHeld(heldForm('photo.png', tinyPng(), 0), '192.0.2.44');
      expect(again.statusCode).toBe(429);
    } finally {
      limits.helpdeskUploadBytesPerHour = usual;
    }
  });

  /** Run `check` with an hourly budget of 100,000 bytes, sending one 60,000-byte picture from an address per call. */
  async function withSmallBudget(
    check: (send: (remoteAddress: string) => Promise<LightMyRequestResponse>) => Promise<void>,
  ) {
    const { limits } = harness.context;
    const usual = limits.helpdeskUploadBytesPerHour;
    limits.helpdeskUploadBytesPerHour = 100_000;
    try {
      await check((remoteAddress) =>
        postTicket(harness, validFields, [{ filename: 'photo.png', bytes: pngOfSize(60_000) }], {
          remoteAddress,
        }),
      );
    } finally {
      limits.helpdeskUploadBytesPerHour = usual;
    }
  }

  it('answers 429 with retry-after once a client has sent its hourly bytes, not to another client', async () => {
    await withSmallBudget(async (send) => {
      expect((await send('203.0.113.7')).statusCode).toBe(201);
      const tickets = (await helpdeskRowCounts(harness)).tickets;

      harness.setNow(new Date(START.getTime() + 10 * 60_000));
      const refused = await send('203.0.113.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
      // The hour started with the first upload, ten minutes ago.
      expect(refused.headers['retry-after']).toBe(String(50 * 60));
      expect((await helpdeskRowCounts(harness)).tickets).toBe(tickets);

      expect((await send('198.51.100.20')).statusCode).toBe(201);
      harness.setNow(new Date(START.getTime() + 60 * 60_000));
      expect((await send('203.0.113.7')).statusCode).toBe(201);
    });
  });

  it('counts the bytes of every address of one IPv6 /64 against one budget, and another /64 apart', async () => {
    await withSmallBudget(async (send) => {
      expect((await send('2001:db8:20:1::1')).statusCode).toBe(201);
      expect((await send('2001:db8:20:1:abcd::2')).statusCode).toBe(429);
      expect((await send('2001:db8:20:2::1')).statusCode).toBe(201);
    });
  });

  it('deletes attachments older than the retention period and keeps newer ones and the tickets', async () => {
    const ticketAt = async (date: Date) => {
      harness.setNow(date);
      const response = await postTicket(harness, validFields, [
        { filename: 'a.png', bytes: tinyPng() },
        { filename: 'b.pdf', bytes: tinyPdf() },
      ]);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as number;
    };
    const days = harness.context.limits.helpdeskAttachmentRetentionDays;
    const old = await ticketAt(new Date(START.getTime() - (days + 1) * DAY_MS));
    const recent = await ticketAt(new Date(START.getTime() - (days - 1) * DAY_MS));
    harness.setNow(START);

    expect(await harness.app.commerce.helpdesk.deleteExpiredAttachments(days)).toBe(2);
    expect(await storedAttachments(harness, old)).toEqual([]);
    expect((await storedAttachments(harness, recent)).map((a) => a.filename)).toEqual(['a.png', 'b.pdf']);
    const orphans = await harness.db.query(
      `SELECT 1 FROM helpdesk_attachment_chunks chunk
       WHERE NOT EXISTS (SELECT 1 FROM helpdesk_attachments attachment WHERE attachment.id = chunk.attachment_id)`,
    );
    expect(orphans).toEqual([]);
    const tickets = await harness.db.query('SELECT id FROM helpdesk_tickets WHERE id = ANY($1)', [
      [old, recent],
    ]);
    expect(tickets).toHaveLength(2);
  });

  it('reads the budget and the retention period from the environment, refusing a value that is not a number', async () => {
    const context = await createCommerceContext(harness.db, demoContentDir, {
      env: { HELPDESK_UPLOAD_MB_PER_HOUR: '2', HELPDESK_ATTACHMENT_RETENTION_DAYS: '30' },
    });
    expect(context.limits).toMatchObject({
      helpdeskUploadBytesPerHour: 2 * 1024 * 1024,
      helpdeskAttachmentRetentionDays: 30,
    });
    expect(harness.context.limits).toMatchObject({
      helpdeskUploadBytesPerHour: 100 * 1024 * 1024,
      helpdeskAttachmentRetentionDays: 90,
    });
    await expect(
      createCommerceContext(harness.db, demoContentDir, {
        env: { HELPDESK_ATTACHMENT_RETENTION_DAYS: 'ninety' },
      }),
    ).rejects.toThrow(/HELPDESK_ATTACHMENT_RETENTION_DAYS/);
  });
});
