import { action, makeObservable, observable, runInAction } from 'mobx';
import type { ContactEnquiry, EnquiryRefusal, HelpdeskService } from '../../../kernel/types/index.ts';
import type { StoreRecipe } from '../../../kernel/stores/store-services.ts';

/** Where the contact form stands: being filled, sending, sent (the success content shows), or refused. */
export type ContactStatus = 'editing' | 'sending' | 'sent' | 'refused';

/**
 * One contact form's enquiry: sent once at a time, then the helpdesk's answer. The service (and the API client under
 * it) loads with the first send, so the page's first paint carries none of it.
 */
export class ContactStore {
  status: ContactStatus = 'editing';
  refusal: EnquiryRefusal | null = null;

  constructor(private readonly service: () => Promise<HelpdeskService>) {
    makeObservable(this, { status: observable, refusal: observable, edit: action });
  }

  async send(enquiry: ContactEnquiry): Promise<boolean> {
    if (this.status === 'sending') return false;
    runInAction(() => {
      this.status = 'sending';
      this.refusal = null;
    });
    const answer = await this.service()
      .then((service) => service.send(enquiry))
      .catch(() => ({ sent: false as const, refusal: 'UNAVAILABLE' as const }));
    runInAction(() => {
      this.status = answer.sent ? 'sent' : 'refused';
      this.refusal = answer.sent ? null : answer.refusal;
    });
    return answer.sent;
  }

  /** Back to the form (after a refusal, or to write another enquiry). */
  edit(): void {
    this.status = 'editing';
    this.refusal = null;
  }
}

/** Recipe for the contact page's store, for the root store's `build`. */
export const contactStore: StoreRecipe<ContactStore> = (services) => new ContactStore(services.helpdesk);
