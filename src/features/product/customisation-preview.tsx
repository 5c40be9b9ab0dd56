import { useT } from '../../i18n/index.ts';
import { PreviewFigure } from './customisation.styles.ts';
import { ProductGallery } from './product-gallery.tsx';

/**
 * The colour's pictures with the personalised preview in place of the main one, captioned so the shopper knows it
 * is a drawing of their personalisation. The preview is not opened large: the large view shows the real pictures.
 */
export function PreviewGallery(props: {
  preview: string;
  pictures: readonly string[];
  name: string;
  colourName: string;
  onOpen?: (index: number) => void;
}) {
  const t = useT();
  const { preview, ...gallery } = props;
  return (
    <ProductGallery
      {...gallery}
      lead={
        <PreviewFigure>
          <img
            src={preview}
            alt={t('WEB.CUSTOMISE.PREVIEW_ALT', { name: props.name, colour: props.colourName })}
            width={600}
            height={800}
            data-customised-preview=""
          />
          <figcaption>{t('WEB.CUSTOMISE.PREVIEW_CAPTION')}</figcaption>
        </PreviewFigure>
      }
    />
  );
}
