import type { ContactEnquiry, EnquiryRefusal, HelpdeskService } from '../../src/kernel/types/index.ts';

/** A helpdesk that keeps what it is sent; `refuseNext` makes the next enquiry fail for a reason. */
export class FakeHelpdeskService implements HelpdeskService {
  readonly sent: ContactEnquiry[] = [];
  private refusal: EnquiryRefusal | null = null;

  refuseNext(refusal: EnquiryRefusal): void {
    this.refusal = refusal;
  }

  async send(enquiry: ContactEnquiry): ReturnType<HelpdeskService['send']> {
    const refusal = this.refusal;
    this.refusal = null;
    if (refusal) return { sent: false, refusal };
    this.sent.push(enquiry);
    return { sent: true };
  }
}
