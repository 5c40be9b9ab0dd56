import { useT } from '../../i18n/index.ts';
import { PreviewFigure } from './customisation.styles.ts';
import { Gallery, GalleryButton } from './product-page.styles.ts';

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
  const count = props.pictures.length;
  return (
    <Gallery aria-label={t('WEB.PRODUCT.PICTURES', { name: props.name })} tabIndex={0}>
      <li>
        <PreviewFigure>
          <img
            src={props.preview}
            alt={t('WEB.CUSTOMISE.PREVIEW_ALT', { name: props.name, colour: props.colourName })}
            width={600}
            height={800}
            data-customised-preview=""
          />
          <figcaption>{t('WEB.CUSTOMISE.PREVIEW_CAPTION')}</figcaption>
        </PreviewFigure>
      </li>
      {props.pictures.slice(1).map((src, offset) => {
        const index = offset + 1;
        const image = (
          <img
            src={src}
            alt={t('WEB.PRODUCT.PICTURE_ALT', {
              name: props.name,
              colour: props.colourName,
              number: index + 1,
              count,
            })}
            width={600}
            height={800}
            loading="lazy"
            decoding="async"
          />
        );
        return (
          <li key={src}>
            {props.onOpen ? (
              <GalleryButton type="button" onClick={() => props.onOpen!(index)}>
                {image}
              </GalleryButton>
            ) : (
              image
            )}
          </li>
        );
      })}
    </Gallery>
  );
}
