import { ATTACHMENT_FIELD, TICKET_PRIORITY, TICKET_STATUS } from '../../../../schemas/api/helpdesk.schema.ts';
import type { ContactEnquiry, EnquiryRefusal, HelpdeskService } from '../../../kernel/types/index.ts';
import type { ApiClient } from '../../../kernel/api/api-client.ts';
import { ApiRequestError } from '../../../kernel/api/api-errors.ts';

const PATH = '/api/helpdesk/tickets';

/** The statuses the helpdesk answers a refused enquiry with, as the form explains them. */
const REFUSALS: Record<number, EnquiryRefusal> = {
  400: 'INVALID',
  413: 'ATTACHMENT_TOO_LARGE',
  415: 'ATTACHMENT_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/**
 * The contact enquiry over the shop's API client: one multipart form with the ticket's fields (the priority and status
 * the helpdesk expects from the storefront) and the files, answered 201 with the ticket.
 */
export class HttpHelpdeskService implements HelpdeskService {
  constructor(private readonly client: Pick<ApiClient, 'request'>) {}

  async send(enquiry: ContactEnquiry): ReturnType<HelpdeskService['send']> {
    const form = new FormData();
    form.set('subject', enquiry.subject);
    form.set('email', enquiry.email);
    form.set('description', enquiry.description);
    form.set('priority', String(TICKET_PRIORITY));
    form.set('status', String(TICKET_STATUS));
    form.set('type', enquiry.type);
    form.set('custom_fields[cf_language]', enquiry.language);
    if (enquiry.country) form.set('custom_fields[cf_country]', enquiry.country);
    if (enquiry.productId) form.set('product_id', enquiry.productId);
    for (const file of enquiry.attachments) form.append(ATTACHMENT_FIELD, file, file.name);
    try {
      await this.client.request(PATH, { method: 'POST', body: form });
      return { sent: true };
    } catch (error) {
      if (!(error instanceof ApiRequestError)) return { sent: false, refusal: 'UNAVAILABLE' };
      return { sent: false, refusal: REFUSALS[error.status] ?? 'UNAVAILABLE' };
    }
  }
}
