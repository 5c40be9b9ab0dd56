import { parseArgs } from 'node:util';
import { ORDER_STATUSES, type OrderDetails } from '../../../schemas/api/orders.schema.ts';
import { openCliDatabase } from '../../db/cli-database.ts';
import { FulfilmentRefusedError, OrderFulfilment } from './order-fulfilment.ts';

const USAGE = `Record an order's fulfilment (the operator's command; the demo ships nothing by itself):
  npm run order:advance -- REFERENCE STATUS [--carrier C --tracking-number N [--tracking-url U]]
  STATUS is PROCESSING, SHIPPED (needs --carrier and --tracking-number), DELIVERED, CANCELLED or RETURNED.
Database as for the server: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite, default .data/; stop the server first,
PGlite allows one process at a time).`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      carrier: { type: 'string' },
      'tracking-number': { type: 'string' },
      'tracking-url': { type: 'string' },
    },
  });
  const [reference, status] = positionals;
  if (!reference || !(ORDER_STATUSES as readonly string[]).includes(status ?? '')) {
    console.error(USAGE);
    return 2;
  }
  const shipment =
    values.carrier !== undefined && values['tracking-number'] !== undefined
      ? {
          carrier: values.carrier,
          trackingNumber: values['tracking-number'],
          ...(values['tracking-url'] ? { trackingUrl: values['tracking-url'] } : {}),
        }
      : undefined;
  const db = await openCliDatabase();
  if (!db) return 1;
  try {
    await new OrderFulfilment({ db, now: () => new Date() }).advance(
      reference,
      status as OrderDetails['status'],
      shipment,
    );
    console.log(`Order ${reference} is now ${status}`);
    return 0;
  } catch (error) {
    if (!(error instanceof FulfilmentRefusedError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await db.close();
  }
}

process.exitCode = await main();
