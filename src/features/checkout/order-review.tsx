import { isolate, useT } from '../../i18n/index.ts';
import type { Address } from '../../kernel/types/index.ts';
import { useSiteContext } from '../../sites/site-context.tsx';
import { SiteLink } from '../../sites/site-link.tsx';
import { LineBrokenText } from '../../ui/order/index.ts';
import { ReviewList } from './step.styles.ts';
import { addressLines, useCountryName as useCountryNameIn } from '../../forms/index.ts';

/** Country names in the site's language. */
export function useCountryName(): (code: string) => string {
  return useCountryNameIn(useSiteContext().language);
}

export interface ReviewProps {
  contact: { name: string; email: string; phoneNumber?: string };
  address: Partial<Address>;
  /** A billing address of its own, when it is not the delivery address. */
  billing?: Partial<Address>;
  delivery: string;
  payment: string;
  /** Where each part is changed: the delivery step for the first three, the payment step for the last. */
  links: { delivery: string; payment: string };
}

/** What the order will be: who, where to, how it travels and how it is paid, each with a way back to change it. */
export function OrderReview(props: ReviewProps) {
  const t = useT();
  const countryName = useCountryName();
  const { language } = useSiteContext();
  const rows = [
    {
      id: 'review-contact',
      term: t('WEB.REVIEW.CONTACT'),
      // What the shopper typed keeps its own direction: a Latin phone number reads the same in Arabic text.
      lines: [props.contact.name, props.contact.email, props.contact.phoneNumber ?? '']
        .filter(Boolean)
        .map(isolate),
      to: props.links.delivery,
    },
    {
      id: 'review-address',
      term: t('WEB.REVIEW.DELIVERY_ADDRESS'),
      lines: addressLines(props.address, countryName, language).map(isolate),
      to: props.links.delivery,
    },
    ...(props.billing
      ? [
          {
            id: 'review-billing',
            term: t('WEB.REVIEW.BILLING_ADDRESS'),
            lines: addressLines(props.billing, countryName, language).map(isolate),
            to: props.links.payment,
          },
        ]
      : []),
    {
      id: 'review-method',
      term: t('WEB.REVIEW.DELIVERY_METHOD'),
      lines: [props.delivery],
      to: props.links.delivery,
    },
    { id: 'review-payment', term: t('WEB.REVIEW.PAYMENT'), lines: [props.payment], to: props.links.payment },
  ];
  return (
    <ReviewList>
      {rows.map((row) => (
        <div key={row.id}>
          <dt id={row.id}>{row.term}</dt>
          <dd>
            <LineBrokenText lines={row.lines} />
            <SiteLink href={row.to} aria-describedby={row.id}>
              {t('WEB.REVIEW.CHANGE')}
            </SiteLink>
          </dd>
        </div>
      ))}
    </ReviewList>
  );
}
