import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/index.ts';
import type { PriceFormatter } from '../../sites/index.ts';
import { SiteLink } from '../../sites/site-link.tsx';
import type { ProductPageStore } from './stores/product-page-store.ts';
import type { FavouriteHeart } from '../../kernel/session/use-favourites.ts';
import { ProductPrice } from '../../ui/product/product-price.tsx';
import { PreviewGallery } from './customisation-preview.tsx';
import { OptionPicker } from './option-picker.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { Brand, Info, Layout, Notes, PriceRow, Title } from './product-page.styles.ts';
import { ProductTabs, type ProductTab } from './product-tabs.tsx';
import { PurchasePanel, StockLine } from './purchase-panel.tsx';

/** A promotion or campaign message that applies to the product, in the shopper's language. */
export interface ProductNote {
  id: string;
  kind: 'badge' | 'banner' | 'text';
  label: string;
  href?: string;
}

export interface ProductDetailsProps extends FavouriteHeart {
  store: ProductPageStore;
  formatter: PriceFormatter;
  formatDate: (date: Date) => string;
  notes: readonly ProductNote[];
  brandHref?: string;
  onNotifyMe: () => void;
  onOpenPicture?: (index: number) => void;
  /** The phone's add-to-bag bar (a site switch). */
  sticky: boolean;
  /** Content under the size options (the size guide link). */
  sizeAside?: ReactNode;
  /** The delivery and returns copy from content. */
  delivery?: ReactNode;
  /** Personalisation, between the options and add to bag. */
  customisation?: ReactNode;
  /** The personalised picture, shown in place of the main one. */
  preview?: string;
  tab: number;
  onTab: (index: number, tabs: readonly ProductTab[]) => void;
  rtl: boolean;
}

/** The tabs' labels, for reading `?tab=` before the details render. */
export function useProductTabLabels(): string[] {
  const t = useT();
  return [t('WEB.PRODUCT.TAB_DESCRIPTION'), t('WEB.PRODUCT.TAB_DETAILS'), t('WEB.PRODUCT.TAB_DELIVERY')];
}

/**
 * The product page's body: the chosen colour's pictures beside the brand, name, price, the messages that apply,
 * the options, the stock, add to bag and the tabs.
 */
export const ProductDetails = observer(function ProductDetails(props: ProductDetailsProps) {
  const { store, formatter } = props;
  const t = useT();
  const product = store.product;
  const colour = store.colour;
  const price = store.price;
  const [description, details, delivery] = useProductTabLabels();
  const tabs: ProductTab[] = [
    { label: description!, content: <p>{product.description}</p> },
    {
      label: details!,
      content: (
        <dl>
          <dt>{t('WEB.PRODUCT.PRODUCT_CODE')}</dt>
          <dd>{store.sku?.sku ?? product.productId}</dd>
          {colour && (
            <>
              <dt>{t('WEB.PRODUCT.COLOUR')}</dt>
              <dd>{colour.name}</dd>
            </>
          )}
          <dt>{t('WEB.PRODUCT.BRAND')}</dt>
          <dd>{product.brand.name}</dd>
          {product.finalSale && (
            <>
              <dt>{t('WEB.PRODUCT.RETURNS')}</dt>
              <dd>{t('WEB.PRODUCT.FINAL_SALE')}</dd>
            </>
          )}
        </dl>
      ),
    },
    ...(props.delivery ? [{ label: delivery!, content: props.delivery }] : []),
  ];
  const onSale = price.sale > 0 && price.sale < price.list;
  return (
    <Layout>
      {props.preview ? (
        <PreviewGallery
          preview={props.preview}
          pictures={colour?.media ?? [product.mainImage]}
          name={product.name}
          colourName={colour?.name ?? ''}
          {...(props.onOpenPicture ? { onOpen: props.onOpenPicture } : {})}
        />
      ) : (
        <ProductGallery
          pictures={colour?.media ?? [product.mainImage]}
          name={product.name}
          colourName={colour?.name ?? ''}
          {...(props.onOpenPicture ? { onOpen: props.onOpenPicture } : {})}
        />
      )}
      <Info>
        <div>
          <Brand>
            {props.brandHref ? (
              <SiteLink href={props.brandHref}>{product.brand.name}</SiteLink>
            ) : (
              product.brand.name
            )}
          </Brand>
          <Title>{product.name}</Title>
        </div>
        <PriceRow>
          <ProductPrice price={price} onSale={onSale} formatter={formatter} />
        </PriceRow>
        {props.notes.length > 0 && (
          <Notes aria-label={t('WEB.PRODUCT.OFFERS')}>
            {props.notes.map((note) => (
              <li key={note.id} data-kind={note.kind}>
                {note.href && note.kind !== 'badge' ? (
                  <SiteLink href={note.href}>{note.label}</SiteLink>
                ) : (
                  note.label
                )}
              </li>
            ))}
          </Notes>
        )}
        {store.levels.map((level) => (
          <OptionPicker
            key={level}
            store={store}
            level={level}
            {...(level === 'size' && props.sizeAside ? { after: props.sizeAside } : {})}
          />
        ))}
        <StockLine
          note={store.stock}
          lowStockMessage={store.features.lowStockMessage}
          outOfStockBadge={store.features.outOfStockBadge}
          format={props.formatDate}
        />
        {props.customisation}
        <PurchasePanel
          store={store}
          favourite={props.favourite}
          favouriteHighlighted={props.favouriteHighlighted}
          onToggleFavourite={props.onToggleFavourite}
          onNotifyMe={props.onNotifyMe}
          sticky={props.sticky}
          priceText={formatter.format(price.sale)}
        />
        <ProductTabs
          tabs={tabs}
          active={Math.min(props.tab, tabs.length - 1)}
          onChange={(index) => props.onTab(index, tabs)}
          rtl={props.rtl}
        />
      </Info>
    </Layout>
  );
});
