import { styled } from '@linaria/react';
import { useT } from '../../i18n/index.ts';
import type { PriceFormatter } from '../../sites/index.ts';
import { colors } from '../index.ts';
import { cardPrice } from './discount.ts';

const Root = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: 8px;
  margin: 0;
  font-size: 14px;
  font-variant-numeric: tabular-nums;
`;

const Sale = styled.span`
  color: ${colors.sale};
`;

const Was = styled.s`
  color: ${colors.muted};
`;

const Percent = styled.span`
  color: ${colors.sale};
  font-size: 12px;
  font-weight: 600;
`;

interface Props {
  price: { list: number; sale: number };
  onSale: boolean;
  formatter: PriceFormatter;
  className?: string;
}

/**
 * A product's price: on sale, the sale price, the struck-through list price and the discount percent, each named for
 * screen readers (a strike-through is not announced).
 */
export function ProductPrice({ price, onSale, formatter, className }: Props) {
  const t = useT();
  const shown = cardPrice(price, onSale);
  if (shown.was === undefined) {
    return (
      <Root className={className}>
        <span className="visually-hidden">{t('WEB.LISTING.CARD.PRICE')}</span>{' '}
        <span>{formatter.format(shown.current)}</span>
      </Root>
    );
  }
  return (
    <Root className={className} data-on-sale="">
      <Sale>
        <span className="visually-hidden">{t('WEB.LISTING.CARD.PRICE_NOW')}</span>{' '}
        {formatter.format(shown.current)}
      </Sale>
      <Was>
        <span className="visually-hidden">{t('WEB.LISTING.CARD.PRICE_WAS')}</span>{' '}
        {formatter.format(shown.was)}
      </Was>
      <Percent>{t('WEB.LISTING.CARD.DISCOUNT', { percent: shown.percent ?? '' })}</Percent>
    </Root>
  );
}
