import type { RepeatLogger } from '../../lib/repeat-work.ts';
import { repeatWork } from '../../lib/repeat-work.ts';
import type { CommerceServices } from '../commerce-services.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Delete helpdesk attachments older than the retention period (the `helpdeskAttachmentRetentionDays` limit, read on
 * each round) every `intervalMs`, by the commerce clock; stopped by `app.close()`. The server and the browser tests
 * start it the same way.
 */
export function startHelpdeskRetention(
  app: {
    addHook(name: 'onClose', hook: () => Promise<void>): unknown;
    log: RepeatLogger;
    commerce: Pick<CommerceServices, 'helpdesk' | 'limits'>;
  },
  intervalMs = HOUR_MS,
): void {
  const { helpdesk, limits } = app.commerce;
  const stop = repeatWork(
    'helpdesk attachment retention',
    intervalMs,
    () => helpdesk.deleteExpiredAttachments(limits.helpdeskAttachmentRetentionDays),
    app.log,
  );
  app.addHook('onClose', stop);
}
