/**
 * The shop's e-mails as plain text. Anyone can make the shop write to any address (a signup, a ticket), so no
 * template repeats text the requester typed: the shop must not become a relay for someone else's message.
 */
export const MAIL_KINDS = [
  'signup-confirmation',
  'back-in-stock-requested',
  'back-in-stock-available',
  'helpdesk-ticket-received',
  'order-confirmation',
  'account-confirmation-code',
  'password-reset-code',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export interface MailContent {
  kind: MailKind;
  subject: string;
  bodyText: string;
}

/** What a back-in-stock mail names: values from the catalogue, never from the request. */
export interface VariantDescription {
  productName: string;
  brand: string;
  colour: string;
  size: string;
}

const signature = '\n\nCustomer care';
const describe = (variant: VariantDescription) =>
  `${variant.brand} ${variant.productName}, ${variant.colour}, size ${variant.size}`;

/** The welcome to the marketing list; like every marketing e-mail, it ends with the recipient's unsubscribe link. */
export function signupConfirmation(unsubscribeLink: string): MailContent {
  return {
    kind: 'signup-confirmation',
    subject: 'You are on the list',
    bodyText:
      'Thank you for signing up to our e-mails. You will hear about new arrivals, stories and offers first.\n\n' +
      'Did not sign up, or changed your mind? Unsubscribe here:\n' +
      `  ${unsubscribeLink}` +
      signature,
  };
}

export function backInStockRequested(variant: VariantDescription): MailContent {
  return {
    kind: 'back-in-stock-requested',
    subject: `We will let you know: ${variant.productName}`,
    bodyText:
      `You asked us to tell you when this is back in stock:\n\n  ${describe(variant)}\n\n` +
      'We will send one e-mail as soon as it is available again.' +
      signature,
  };
}

export function backInStockAvailable(variant: VariantDescription & { productUrl: string }): MailContent {
  return {
    kind: 'back-in-stock-available',
    subject: `Back in stock: ${variant.productName}`,
    bodyText:
      `Good news: this is available again.\n\n  ${describe(variant)}\n  ${variant.productUrl}\n\n` +
      'Stock is limited, so it may sell out again quickly.' +
      signature,
  };
}

export function helpdeskTicketReceived(ticketId: number): MailContent {
  return {
    kind: 'helpdesk-ticket-received',
    subject: `We received your enquiry (#${ticketId})`,
    bodyText:
      `Thank you for contacting us. Your enquiry number is ${ticketId}; quote it if you write to us again.\n\n` +
      'We answer within two working days.' +
      signature,
  };
}

interface ConfirmedOrder {
  reference: string;
  total: string;
  orderStatusUrl: string;
}

/** The order confirmation's wording per language the sites sell in; any other language gets the English. */
const ORDER_CONFIRMATION: Readonly<Record<string, (order: ConfirmedOrder) => Omit<MailContent, 'kind'>>> = {
  en: (order) => ({
    subject: `Thank you for your order ${order.reference}`,
    bodyText:
      `We have received your order ${order.reference} and your payment of ${order.total}.\n\n` +
      `Follow your order here:\n  ${order.orderStatusUrl}\n\n` +
      'We will e-mail you again when it ships.' +
      signature,
  }),
  ar: (order) => ({
    subject: `شكرًا لطلبك ${order.reference}`,
    bodyText:
      `استلمنا طلبك ${order.reference} ودفعتك البالغة ${order.total}.\n\n` +
      `تابع طلبك من هنا:\n  ${order.orderStatusUrl}\n\n` +
      'سنراسلك مجددًا عند شحن طلبك.' +
      '\n\nخدمة العملاء',
  }),
  ja: (order) => ({
    subject: `ご注文ありがとうございます（${order.reference}）`,
    bodyText:
      `ご注文 ${order.reference} と ${order.total} のお支払いを承りました。\n\n` +
      `ご注文の状況はこちらからご確認いただけます:\n  ${order.orderStatusUrl}\n\n` +
      '発送の際に改めてメールでお知らせします。' +
      '\n\nカスタマーケア',
  }),
};

/**
 * The order confirmation, in the language the order was placed in: the reference, what was paid, and the link a
 * guest follows to see the order.
 */
export function orderConfirmation(order: ConfirmedOrder, language = 'en'): MailContent {
  const wording = ORDER_CONFIRMATION[language] ?? ORDER_CONFIRMATION.en!;
  return { kind: 'order-confirmation', ...wording(order) };
}
