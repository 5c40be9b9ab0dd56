import { deflateSync } from 'node:zlib';
import type { CommerceHarness } from '../../test-support/commerce-harness.ts';
import { BASIC_AUTHORIZATION, SITE_TAG } from '../../test-support/commerce-harness.ts';

/** Test fixtures of the helpdesk: real small files of each kind, a valid form and the way a browser posts it. */

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1x1 red PNG. */
export function tinyPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid one-page PDF with a correct cross-reference table. */
export function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 72 72] >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = text.length;
    text += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  text += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

/** A Windows executable's first bytes. */
export const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0')]);

export interface Upload {
  filename: string;
  bytes: Buffer;
  field?: string;
}

export const validFields = {
  subject: 'Where is my order?',
  email: 'kim@example.com',
  description: 'My parcel has not arrived.\nOrder UK-1234567.',
  priority: '3',
  status: '2',
  type: 'Question',
  'custom_fields[cf_language]': 'en',
  'custom_fields[cf_country]': 'GB',
  product_id: 'HD1',
};

/** Encoded the way a browser encodes a FormData body. */
export async function multipart(fields: Record<string, string>, uploads: Upload[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const upload of uploads)
    form.append(
      upload.field ?? 'attachments[]',
      new Blob([new Uint8Array(upload.bytes)], { type: 'image/png' }),
      upload.filename,
    );
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

/** A PNG of `size` bytes: a real PNG's bytes followed by padding, which the type check (first bytes) accepts. */
export function pngOfSize(size: number): Buffer {
  const png = tinyPng();
  return Buffer.concat([png, Buffer.alloc(Math.max(0, size - png.length), 7)]);
}

/** Post a contact form as a browser would, from `remoteAddress` (default 127.0.0.1). */
export async function postTicket(
  harness: CommerceHarness,
  fields: Record<string, string>,
  uploads: Upload[] = [],
  options: { headers?: Record<string, string>; remoteAddress?: string } = {},
) {
  const { payload, contentType } = await multipart(fields, uploads);
  return postRawTicket(harness, payload, contentType, options);
}

export function postRawTicket(
  harness: CommerceHarness,
  payload: string | Buffer,
  contentType: string,
  options: { headers?: Record<string, string>; remoteAddress?: string } = {},
) {
  return harness.app.inject({
    method: 'POST',
    url: `/api/helpdesk/tickets?siteTag=${SITE_TAG}`,
    headers: { authorization: BASIC_AUTHORIZATION, 'content-type': contentType, ...options.headers },
    payload,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

/** A ticket's attachments, their bytes put back together from the stored pieces, in upload order. */
export function storedAttachments(harness: CommerceHarness, ticketId: number) {
  return harness.db.query<{ filename: string; content_type: string; bytes: Uint8Array }>(
    `SELECT attachment.filename, attachment.content_type,
       (SELECT string_agg(chunk.bytes, ''::bytea ORDER BY chunk.seq) FROM helpdesk_attachment_chunks chunk
        WHERE chunk.attachment_id = attachment.id) AS bytes
     FROM helpdesk_attachments attachment WHERE attachment.ticket_id = $1 ORDER BY attachment.id`,
    [ticketId],
  );
}

/** How many tickets, attachments and attachment pieces are stored. */
export async function helpdeskRowCounts(harness: CommerceHarness) {
  const [counts] = await harness.db.query<{ tickets: number; attachments: number; chunks: number }>(
    `SELECT (SELECT count(*)::int FROM helpdesk_tickets) AS tickets,
       (SELECT count(*)::int FROM helpdesk_attachments) AS attachments,
       (SELECT count(*)::int FROM helpdesk_attachment_chunks) AS chunks`,
  );
  return counts!;
}
