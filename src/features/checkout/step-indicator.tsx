import { styled } from '@linaria/react';
import { useT, type CatalogKey } from '../../i18n/index.ts';
import { colors, media } from '../../ui/index.ts';

/** The checkout's steps, in order. */
export const CHECKOUT_STEPS = ['bag', 'delivery', 'payment', 'review'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

const LABELS: Record<CheckoutStep, CatalogKey> = {
  bag: 'WEB.CHECKOUT.STEP_BAG',
  delivery: 'WEB.CHECKOUT.STEP_DELIVERY',
  payment: 'WEB.CHECKOUT.STEP_PAYMENT',
  review: 'WEB.CHECKOUT.STEP_REVIEW',
};

const Steps = styled.ol`
  display: flex;
  gap: 8px;
  margin: 0 0 24px;
  padding: 0;
  list-style: none;
  counter-reset: step;
  font-size: 13px;
  ${media.tabletSmall} {
    gap: 12px;
    font-size: 14px;
  }
  & li {
    display: flex;
    flex: 1 1 0;
    flex-direction: column;
    gap: 6px;
    min-width: 0;
    color: ${colors.muted};
    counter-increment: step;
  }
  /* A bar over each step: filled up to the current one, so progress reads at a glance. */
  & li::before {
    content: '';
    height: 3px;
    background: ${colors.line};
  }
  & li[data-done]::before,
  & li[aria-current='step']::before {
    background: ${colors.ink};
  }
  & li[data-done],
  & li[aria-current='step'] {
    color: ${colors.ink};
  }
  & li[aria-current='step'] {
    font-weight: 600;
  }
  & span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/**
 * Where the shopper is in the checkout: Bag › Delivery › Payment › Review, the current step marked for assistive
 * technology with `aria-current="step"` and the earlier ones shown as done.
 */
export function StepIndicator({ current }: { current: CheckoutStep }) {
  const t = useT();
  const index = CHECKOUT_STEPS.indexOf(current);
  return (
    <nav aria-label={t('WEB.CHECKOUT.STEPS')}>
      <Steps>
        {CHECKOUT_STEPS.map((step, position) => (
          <li
            key={step}
            aria-current={step === current ? 'step' : undefined}
            data-done={position < index ? '' : undefined}
          >
            <span>{t(LABELS[step])}</span>
          </li>
        ))}
      </Steps>
    </nav>
  );
}
