import { useT } from '../../i18n/index.ts';
import type { Address } from '../../services/types/index.ts';
import { SiteLink } from '../../sites/site-link.tsx';
import { ReviewList } from './payment.styles.ts';

/** An address as lines a shopper reads: name, street, town with postcode and region, country code. */
export function addressLines(address: Partial<Address>): string[] {
  return [
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    [address.addressLine1, address.addressLine2].filter(Boolean).join(', '),
    [address.city, address.region, address.postcode].filter(Boolean).join(', '),
    address.countryCode ?? '',
  ].filter(Boolean);
}

export interface ReviewProps {
  contact: { name: string; email: string; phoneNumber?: string };
  address: Partial<Address>;
  delivery: string;
  payment: string;
  /** Where each part is changed: the delivery step for the first three, the payment step for the last. */
  links: { delivery: string; payment: string };
}

/** What the order will be: who, where to, how it travels and how it is paid, each with a way back to change it. */
export function OrderReview(props: ReviewProps) {
  const t = useT();
  const rows = [
    {
      id: 'review-contact',
      term: t('WEB.REVIEW.CONTACT'),
      lines: [props.contact.name, props.contact.email, props.contact.phoneNumber ?? ''].filter(Boolean),
      to: props.links.delivery,
    },
    {
      id: 'review-address',
      term: t('WEB.REVIEW.DELIVERY_ADDRESS'),
      lines: addressLines(props.address),
      to: props.links.delivery,
    },
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
            <p>
              {row.lines.map((line, index) => (
                <span key={index}>
                  {index > 0 && <br />}
                  {line}
                </span>
              ))}
            </p>
            <SiteLink href={row.to} aria-describedby={row.id}>
              {t('WEB.REVIEW.CHANGE')}
            </SiteLink>
          </dd>
        </div>
      ))}
    </ReviewList>
  );
}
