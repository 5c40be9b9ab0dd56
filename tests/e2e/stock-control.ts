import { createServer, type Server } from 'node:http';
import type { Queryable } from '../../server/db/database.ts';

/** A change of one sku's stock, as an operator's SQL would make it. */
export interface StockChange {
  sku: string;
  stock: number;
  fulfilment?: 'STOCK' | 'PREORDER' | 'BACKORDER';
  advanceLimit?: number;
  /** ISO dates of a pre-order's or back-order's delivery window. */
  shipDateStart?: string;
  shipDateEnd?: string;
}

/**
 * A small HTTP endpoint, for the browser tests only, that reads a contact enquiry's files and changes stock in the test server's database the way an
 * operator would (a plain UPDATE): tests run in other workers and cannot reach the database itself.
 */
export async function startStockControl(db: Queryable): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    // GET /tickets/{id}: what the helpdesk kept of an enquiry's files (names and types), as a support agent sees them.
    const ticket = /^\/tickets\/(\d+)$/.exec(request.url ?? '');
    if (request.method === 'GET' && ticket) {
      db.query<{ filename: string; content_type: string }>(
        'SELECT filename, content_type FROM helpdesk_attachments WHERE ticket_id = $1 ORDER BY id',
        [ticket[1]],
      ).then(
        (rows) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rows)),
        (error: unknown) => response.writeHead(500).end(String(error)),
      );
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const change = JSON.parse(body) as StockChange;
      db.query(
        `UPDATE skus SET stock = $2, fulfilment = $3, advance_limit = $4, ship_date_start = $5, ship_date_end = $6
          WHERE sku = $1`,
        [
          change.sku,
          change.stock,
          change.fulfilment ?? 'STOCK',
          change.advanceLimit ?? 0,
          change.shipDateStart ?? null,
          change.shipDateEnd ?? null,
        ],
      ).then(
        () => response.writeHead(204).end(),
        (error: unknown) => response.writeHead(500).end(String(error)),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Change a sku's stock in the test server's database (from a browser test). */
export async function setStock(controlUrl: string, change: StockChange): Promise<void> {
  const response = await fetch(controlUrl, { method: 'POST', body: JSON.stringify(change) });
  if (response.status !== 204) throw new Error(`stock change failed: ${await response.text()}`);
}

/** The files the helpdesk kept for ticket `id`, read from the test server's database (from a browser test). */
export async function ticketAttachments(
  controlUrl: string,
  id: number,
): Promise<{ filename: string; content_type: string }[]> {
  return (await (await fetch(`${controlUrl}/tickets/${id}`)).json()) as {
    filename: string;
    content_type: string;
  }[];
}
