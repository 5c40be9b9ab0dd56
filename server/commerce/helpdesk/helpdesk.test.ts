import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_LIMITS, SUBFOLDER_HEADER } from '../../../schemas/api/conventions.ts';
import { startCommerce, type CommerceHarness } from '../../test-support/commerce-harness.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';
import { attachmentType, safeFilename } from './attachment-types.ts';
import {
  exe,
  multipart,
  postRawTicket,
  postTicket,
  storedAttachments,
  tinyPdf,
  tinyPng,
  validFields,
  type Upload,
} from './helpdesk-test-fixtures.ts';

describe('attachment types', () => {
  it('accepts only when the extension and the first bytes agree', () => {
    expect(attachmentType('photo.PNG', tinyPng())).toBe('image/png');
    expect(attachmentType('scan.pdf', tinyPdf())).toBe('application/pdf');
    expect(attachmentType('a.jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(attachmentType('a.gif', Buffer.from('GIF89a...'))).toBe('image/gif');
    expect(attachmentType('virus.png', exe)).toBeUndefined();
    expect(attachmentType('photo.pdf', tinyPng())).toBeUndefined();
    expect(attachmentType('photo.webp', tinyPng())).toBeUndefined();
    expect(attachmentType('png', tinyPng())).toBeUndefined();
    expect(attachmentType('empty.png', Buffer.alloc(0))).toBeUndefined();
  });

  it('keeps the last segment of a name, without control characters', () => {
    expect(safeFilename('C:\\Users\\kim\\..\\photo.png')).toBe('photo.png');
    expect(safeFilename('../../etc/pass\u0000wd.pdf')).toBe('passwd.pdf');
    expect(safeFilename('/')).toBe('attachment');
  });
});

describe.each(testDatabaseKinds)('helpdesk on $name', (kind) => {
  let harness: CommerceHarness;
  beforeAll(async () => {
    harness = await startCommerce(kind);
  });
  afterAll(() => harness.close());

  const post = (fields: Record<string, string>, uploads: Upload[] = [], headers = {}) =>
    postTicket(harness, fields, uploads, { headers });
  const postRaw = (payload: string | Buffer, contentType: string, headers: Record<string, string> = {}) =>
    postRawTicket(harness, payload, contentType, { headers });
  const ticketCount = async () =>
    (await harness.db.query<{ n: number }>('SELECT count(*)::int AS n FROM helpdesk_tickets'))[0]!.n;

  it('stores the ticket (line breaks as LF), its attachments and an acknowledgement e-mail, answering 201 with the id', async () => {
    const png = tinyPng();
    const pdf = tinyPdf();
    const response = await post(
      validFields,
      [
        { filename: 'parcel.png', bytes: png },
        { filename: 'receipt.pdf', bytes: pdf },
      ],
      { [SUBFOLDER_HEADER]: 'uk' },
    );
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json() as { id: number };
    expect(id).toEqual(expect.any(Number));

    const [ticket] = await harness.db.query(
      `SELECT subject, email, description, priority, status, type, custom_fields, product_id
       FROM helpdesk_tickets WHERE id = $1`,
      [id],
    );
    expect(ticket).toEqual({
      subject: 'Where is my order?',
      email: 'kim@example.com',
      description: 'My parcel has not arrived.\nOrder UK-1234567.',
      priority: 3,
      status: 2,
      type: 'Question',
      custom_fields: { cf_language: 'en', cf_country: 'GB' },
      product_id: 'HD1',
    });
    const attachments = await storedAttachments(harness, id);
    expect(attachments.map((a) => [a.filename, a.content_type])).toEqual([
      ['parcel.png', 'image/png'],
      ['receipt.pdf', 'application/pdf'],
    ]);
    expect(Buffer.from(attachments[0]!.bytes).equals(png)).toBe(true);
    expect(Buffer.from(attachments[1]!.bytes).equals(pdf)).toBe(true);

    const mails = await harness.db.query('SELECT kind, subject, site_id FROM outbox WHERE recipient = $1', [
      'kim@example.com',
    ]);
    expect(mails).toEqual([
      { kind: 'helpdesk-ticket-received', subject: `We received your enquiry (#${id})`, site_id: 'uk' },
    ]);
  });

  it('takes a ticket without the optional fields, files or a session', async () => {
    const { product_id: _p, 'custom_fields[cf_country]': _c, ...required } = validFields;
    const response = await post({ ...required, email: 'min@example.com' });
    expect(response.statusCode, response.body).toBe(201);
    const [ticket] = await harness.db.query(
      'SELECT custom_fields, product_id FROM helpdesk_tickets WHERE id = $1',
      [response.json().id],
    );
    expect(ticket).toEqual({ custom_fields: { cf_language: 'en' }, product_id: null });
  });

  it('acknowledges an enquiry in the language of the form it came from', async () => {
    const response = await post({
      ...validFields,
      email: 'noor@example.com',
      'custom_fields[cf_language]': 'ar',
    });
    expect(response.statusCode, response.body).toBe(201);
    const [mail] = await harness.db.query<{ subject: string }>(
      'SELECT subject FROM outbox WHERE recipient = $1',
      ['noor@example.com'],
    );
    expect(mail!.subject).toBe(`تلقّينا استفسارك (#${response.json().id})`);
  });

  it('refuses an executable renamed .png by its first bytes with 415, storing nothing', async () => {
    const before = await ticketCount();
    const response = await post(validFields, [
      { filename: 'ok.png', bytes: tinyPng() },
      { filename: 'holiday.png', bytes: exe },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      details: [{ pointer: '/body/attachments[]/1', message: expect.stringContaining('holiday.png') }],
    });
    expect(await ticketCount()).toBe(before);
  });

  it.each([
    ['a PNG named .pdf', 'scan.pdf', tinyPng()],
    ['a text file', 'notes.txt', Buffer.from('hello')],
    ['a text file named .png', 'notes.png', Buffer.from('hello, this is plain text')],
    ['a text file shorter than a signature named .png', 'hi.png', Buffer.from('hi')],
    ['a webp name', 'photo.webp', tinyPng()],
  ])('refuses %s with 415', async (_label, filename, bytes) => {
    expect((await post(validFields, [{ filename, bytes }])).json()).toMatchObject({
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it(`refuses more than ${API_LIMITS.maxAttachments} files with 413, and takes exactly that many`, async () => {
    const files = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ filename: `p${index}.png`, bytes: tinyPng() }));
    const before = await ticketCount();
    const tooMany = await post(validFields, files(API_LIMITS.maxAttachments + 1));
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: expect.stringContaining('5'),
    });
    expect(await ticketCount()).toBe(before);
    expect((await post(validFields, files(API_LIMITS.maxAttachments))).statusCode).toBe(201);
  });

  it('refuses a file above the size limit with 413', async () => {
    const big = Buffer.concat([tinyPng(), Buffer.alloc(API_LIMITS.maxAttachmentBytes)]);
    const response = await post(validFields, [{ filename: 'huge.png', bytes: big }]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses a field longer than the form allows with 413', async () => {
    const response = await post({ ...validFields, description: 'x'.repeat(25_000) });
    expect(response.json()).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it.each([
    ['priority other than 3', { priority: '1' }, '/body/priority'],
    ['status other than 2', { status: '5' }, '/body/status'],
    ['a non-numeric priority', { priority: 'high' }, '/body/priority'],
    ['a malformed e-mail', { email: 'kim-at-example' }, '/body/email'],
    ['a subject with a line break', { subject: 'Hi\r\nBcc: x@example.com' }, '/body/subject'],
    ['an empty description', { description: '' }, '/body/description'],
    ['a long language', { 'custom_fields[cf_language]': 'english' }, '/body/custom_fields[cf_language]'],
    ['a lower-case country', { 'custom_fields[cf_country]': 'gb' }, '/body/custom_fields[cf_country]'],
    ['an odd product id', { product_id: '../x' }, '/body/product_id'],
    ['an unknown field', { orderNumber: 'UK-1' }, '/body/orderNumber'],
  ])('answers 400 BAD_REQUEST with details for %s', async (_label, change, pointer) => {
    const response = await post({ ...validFields, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'BAD_REQUEST',
      details: expect.arrayContaining([expect.objectContaining({ pointer })]),
    });
  });

  it('answers 400 for missing fields, listing each', async () => {
    const response = await post({ email: 'kim@example.com' });
    expect(response.statusCode).toBe(400);
    const pointers = (response.json().details as { pointer: string }[]).map((detail) => detail.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining([
        '/body/subject',
        '/body/description',
        '/body/priority',
        '/body/status',
        '/body/type',
      ]),
    );
  });

  it('answers 400 for a field sent twice or a file in another field', async () => {
    const { payload, contentType } = await multipart(validFields);
    const twice = Buffer.concat([
      Buffer.from(
        `--${contentType.split('boundary=')[1]}\r\nContent-Disposition: form-data; name="subject"\r\n\r\nAgain\r\n`,
      ),
      payload,
    ]);
    expect((await postRaw(twice, contentType)).statusCode).toBe(400);
    const stray = await post(validFields, [{ filename: 'a.png', bytes: tinyPng(), field: 'file' }]);
    expect(stray.json()).toMatchObject({ status: 400, details: [{ pointer: '/body/file' }] });
  });

  it('answers 415 to a JSON or text body', async () => {
    const json = await postRaw(
      JSON.stringify({ ...validFields, priority: 3, status: 2 }),
      'application/json',
    );
    expect(json.json()).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect((await postRaw('subject=hi', 'application/x-www-form-urlencoded')).statusCode).toBe(415);
    expect((await postRaw('hi', 'text/plain')).statusCode).toBe(415);
  });

  it('needs the storefront credentials', async () => {
    const response = await post(validFields, [], { authorization: 'Basic bm9ib2R5Om5vcGU=' });
    expect(response.json()).toMatchObject({ status: 401, code: 'SESSION_INVALID' });
  });

  it('answers malformed multipart bodies with a 4xx, never a 5xx', async () => {
    const boundary = 'XyZ';
    const bodies: [string, string | Buffer][] = [
      ['multipart/form-data', 'no boundary at all'],
      [`multipart/form-data; boundary=${boundary}`, ''],
      [`multipart/form-data; boundary=${boundary}`, 'garbage without any boundary'],
      [
        `multipart/form-data; boundary=${boundary}`,
        `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${boundary}--`,
      ],
      [
        `multipart/form-data; boundary=${boundary}`,
        `--${boundary}\r\nContent-Disposition: form-data; name="attachments[]"; filename="a.png"\r\n\r\n\x89PNG`,
      ],
      [
        `multipart/form-data; boundary=${boundary}`,
        `--${boundary}\r\nContent-Disposition: form-data; name="subject"\r\nContent-Type: application/json\r\n\r\n{"a":1}\r\n--${boundary}--\r\n`,
      ],
      [
        `multipart/form-data; boundary=${boundary}`,
        `--${boundary}\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--${boundary}--\r\n`,
      ],
      [`multipart/form-data; boundary=${boundary}`, Buffer.from([0xff, 0xfe, 0x00, 0x01])],
    ];
    for (const [contentType, payload] of bodies) {
      const response = await postRaw(payload, contentType);
      expect(
        response.statusCode,
        `${contentType} ${String(payload).slice(0, 60)}: ${response.body}`,
      ).toBeGreaterThanOrEqual(400);
      expect(
        response.statusCode,
        `${contentType} ${String(payload).slice(0, 60)}: ${response.body}`,
      ).toBeLessThan(500);
      expect(response.json().code).toEqual(expect.any(String));
    }
  });

  it('lists the route in the OpenAPI document as a multipart form', async () => {
    const document = (await harness.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operation = document.paths['/api/helpdesk/tickets'].post;
    expect(operation.summary).toBe('Send a contact enquiry');
    const form = operation.requestBody.content['multipart/form-data'].schema;
    expect(Object.keys(form.properties)).toEqual(
      expect.arrayContaining(['subject', 'priority', 'attachments[]']),
    );
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['201', '400', '413', '415']));
  });
});
