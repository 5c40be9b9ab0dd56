import type { ReactNode } from 'react';
import { useT } from '../../i18n/index.ts';
import { Gallery, GalleryButton } from './product-page.styles.ts';

/**
 * Every picture of the chosen colour. The first is the page's main picture: loaded at once with high priority (the
 * server also preloads it); the rest load as they come near. Pressing a picture opens it large.
 */
export function ProductGallery(props: {
  pictures: readonly string[];
  name: string;
  colourName: string;
  onOpen?: (index: number) => void;
  /** Shown in place of the main picture (a personalised preview), never opened large. */
  lead?: ReactNode;
}) {
  const t = useT();
  return (
    // Focusable, so keyboard users can scroll the phone's row of pictures too.
    <Gallery aria-label={t('WEB.PRODUCT.PICTURES', { name: props.name })} tabIndex={0}>
      {props.pictures.map((src, index) => {
        if (index === 0 && props.lead) return <li key={src}>{props.lead}</li>;
        const alt = t('WEB.PRODUCT.PICTURE_ALT', {
          name: props.name,
          colour: props.colourName,
          number: index + 1,
          count: props.pictures.length,
        });
        const image = (
          <img
            src={src}
            alt={alt}
            width={600}
            height={800}
            {...(index === 0
              ? { loading: 'eager' as const, fetchPriority: 'high' as const }
              : { loading: 'lazy' as const, decoding: 'async' as const })}
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
