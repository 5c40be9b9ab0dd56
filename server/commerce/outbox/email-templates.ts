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
  /** The language the mail is written in (the shopper's when the shop writes it, else English). */
  language: string;
}

/** What a back-in-stock mail names: values from the catalogue, never from the request. */
export interface VariantDescription {
  productName: string;
  brand: string;
  colour: string;
  size: string;
}

const signature = '\n\nCustomer care';

/** The sign-off of a mail in each language the sites sell in. */
const SIGNATURES: Readonly<Record<string, string>> = {
  en: signature,
  ar: '\n\nخدمة العملاء',
  ja: '\n\nカスタマーケア',
};

/** The language a mail asked for in `language` is written in: that one when the shop writes it, else English. */
export const mailLanguage = (language: string): string =>
  Object.hasOwn(SIGNATURES, language) ? language : 'en';

/** A mail's wording in `language`, English for a language it was not written in. */
const wordingIn = <T>(wordings: Readonly<Record<string, T>>, language: string): T =>
  wordings[language] ?? wordings.en!;

const describe = (variant: VariantDescription, language: string) =>
  wordingIn(
    {
      en: `${variant.brand} ${variant.productName}, ${variant.colour}, size ${variant.size}`,
      ar: `${variant.brand} ${variant.productName}، ${variant.colour}، المقاس ${variant.size}`,
      ja: `${variant.brand} ${variant.productName}、${variant.colour}、サイズ ${variant.size}`,
    },
    language,
  );

/**
 * The welcome to the marketing list, in the language the shopper signed up in; like every marketing e-mail, it ends
 * with the recipient's unsubscribe link.
 */
export function signupConfirmation(unsubscribeLink: string, language = 'en'): MailContent {
  const [subject, welcome, leave] = wordingIn(
    {
      en: [
        'You are on the list',
        'Thank you for signing up to our e-mails. You will hear about new arrivals, stories and offers first.',
        'Did not sign up, or changed your mind? Unsubscribe here:',
      ],
      ar: [
        'أنت الآن على قائمتنا',
        'شكرًا لاشتراكك في رسائلنا. ستكون أول من يعرف بالوصولات الجديدة والقصص والعروض.',
        'لم تشترك، أو غيّرت رأيك؟ يمكنك إلغاء الاشتراك من هنا:',
      ],
      ja: [
        'メールマガジンへのご登録ありがとうございます',
        'ご登録ありがとうございます。新着アイテムや特集、お得な情報をいち早くお届けします。',
        'お心当たりがない場合や配信を停止したい場合は、こちらから解除できます:',
      ],
    },
    language,
  );
  return {
    kind: 'signup-confirmation',
    subject,
    bodyText: `${welcome}\n\n${leave}\n  ${unsubscribeLink}${wordingIn(SIGNATURES, language)}`,
    language: mailLanguage(language),
  };
}

/** The acknowledgement of a back-in-stock request, in the language the shopper asked in. */
export function backInStockRequested(variant: VariantDescription, language = 'en'): MailContent {
  const item = describe(variant, language);
  const [subject, bodyText] = wordingIn(
    {
      en: [
        `We will let you know: ${variant.productName}`,
        `You asked us to tell you when this is back in stock:\n\n  ${item}\n\n` +
          'We will send one e-mail as soon as it is available again.',
      ],
      ar: [
        `سنخبرك: ${variant.productName}`,
        `طلبت منا إعلامك عند عودة هذا المنتج إلى المخزون:\n\n  ${item}\n\n` +
          'سنرسل إليك رسالة واحدة فور توفره من جديد.',
      ],
      ja: [
        `入荷をお知らせします: ${variant.productName}`,
        `再入荷のお知らせをご希望いただいた商品:\n\n  ${item}\n\n入荷し次第、メールを1通お送りします。`,
      ],
    },
    language,
  );
  return {
    kind: 'back-in-stock-requested',
    subject,
    bodyText: bodyText + wordingIn(SIGNATURES, language),
    language: mailLanguage(language),
  };
}

/** The news that a variant is available again, in the language the shopper asked in. */
export function backInStockAvailable(
  variant: VariantDescription & { productUrl: string },
  language = 'en',
): MailContent {
  const item = `${describe(variant, language)}\n  ${variant.productUrl}`;
  const [subject, bodyText] = wordingIn(
    {
      en: [
        `Back in stock: ${variant.productName}`,
        `Good news: this is available again.\n\n  ${item}\n\nStock is limited, so it may sell out again quickly.`,
      ],
      ar: [
        `عاد إلى المخزون: ${variant.productName}`,
        `خبر سار: هذا المنتج متوفر من جديد.\n\n  ${item}\n\nالكمية محدودة، وقد ينفد سريعًا مرة أخرى.`,
      ],
      ja: [
        `再入荷しました: ${variant.productName}`,
        `ご希望の商品が再入荷しました。\n\n  ${item}\n\n在庫に限りがあるため、再び完売する場合があります。`,
      ],
    },
    language,
  );
  return {
    kind: 'back-in-stock-available',
    subject,
    bodyText: bodyText + wordingIn(SIGNATURES, language),
    language: mailLanguage(language),
  };
}

/** The acknowledgement of a contact-form enquiry, in the language of the form it was sent from. */
export function helpdeskTicketReceived(ticketId: number, language = 'en'): MailContent {
  const [subject, bodyText] = wordingIn(
    {
      en: [
        `We received your enquiry (#${ticketId})`,
        `Thank you for contacting us. Your enquiry number is ${ticketId}; quote it if you write to us again.\n\n` +
          'We answer within two working days.',
      ],
      ar: [
        `تلقّينا استفسارك (#${ticketId})`,
        `شكرًا لتواصلك معنا. رقم استفسارك هو ${ticketId}؛ اذكره إن راسلتنا مرة أخرى.\n\n` +
          'نردّ خلال يومَي عمل.',
      ],
      ja: [
        `お問い合わせを受け付けました (#${ticketId})`,
        `お問い合わせありがとうございます。お問い合わせ番号は ${ticketId} です。再度ご連絡の際はこの番号をお知らせください。\n\n` +
          '2営業日以内にご返信いたします。',
      ],
    },
    language,
  );
  return {
    kind: 'helpdesk-ticket-received',
    subject,
    bodyText: bodyText + wordingIn(SIGNATURES, language),
    language: mailLanguage(language),
  };
}

interface ConfirmedOrder {
  reference: string;
  total: string;
  orderStatusUrl: string;
}

/** The order confirmation's wording per language the sites sell in; any other language gets the English. */
const ORDER_CONFIRMATION: Readonly<
  Record<string, (order: ConfirmedOrder) => Pick<MailContent, 'subject' | 'bodyText'>>
> = {
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
      SIGNATURES.ar,
  }),
  ja: (order) => ({
    subject: `ご注文ありがとうございます（${order.reference}）`,
    bodyText:
      `ご注文 ${order.reference} と ${order.total} のお支払いを承りました。\n\n` +
      `ご注文の状況はこちらからご確認いただけます:\n  ${order.orderStatusUrl}\n\n` +
      '発送の際に改めてメールでお知らせします。' +
      SIGNATURES.ja,
  }),
};

/**
 * The order confirmation, in the language the order was placed in: the reference, what was paid, and the link a
 * guest follows to see the order.
 */
export function orderConfirmation(order: ConfirmedOrder, language = 'en'): MailContent {
  return {
    kind: 'order-confirmation',
    ...wordingIn(ORDER_CONFIRMATION, language)(order),
    language: mailLanguage(language),
  };
}
