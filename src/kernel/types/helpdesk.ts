/** A shopper's contact enquiry, as the contact form gathered it. */
export interface ContactEnquiry {
  email: string;
  subject: string;
  /** The message, with anything the form asked beside it (an order number) written into it. */
  description: string;
  /** The ticket type the site's form content names. */
  type: string;
  /** The page's language, so the reply comes in it. */
  language: string;
  /** The country the shopper chose, when the form offers the choice. */
  country?: string;
  /** The product the enquiry is about, when it was sent from one. */
  productId?: string;
  attachments: File[];
}

/** Why the helpdesk refused an enquiry: each has its own message on the form. */
export type EnquiryRefusal =
  'ATTACHMENT_TYPE' | 'ATTACHMENT_TOO_LARGE' | 'TOO_MANY_REQUESTS' | 'INVALID' | 'UNAVAILABLE';

/** The helpdesk's one call: an enquiry is a ticket (answered 201) or refused for a reason. */
export interface HelpdeskService {
  send(enquiry: ContactEnquiry): Promise<{ sent: true } | { sent: false; refusal: EnquiryRefusal }>;
}
