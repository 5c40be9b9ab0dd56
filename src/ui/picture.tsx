/** A picture as content describes it, its alternative text already in the shopper's language. */
export interface PictureImage {
  src: string;
  /** Shown below the tablet breakpoint instead of `src`. */
  mobileSrc?: string;
  alt: string;
  width?: number;
  height?: number;
  /** CSS `object-position` (`'40% 30%'`) that keeps the subject in view when the picture is cropped. */
  focalPoint?: string;
}

interface Props {
  image: PictureImage;
  /** The largest paint above the fold (a hero): load at once with high priority instead of lazily. */
  eager?: boolean;
  className?: string;
}

/**
 * The one way blocks show a content picture: `<picture>` with a phone source, an `<img>` sized by the content (so it
 * never shifts the layout), lazy and async unless `eager`, and cropped around its focal point.
 */
export function Picture({ image, eager = false, className }: Props) {
  const loading = eager
    ? ({ loading: 'eager', fetchPriority: 'high' } as const)
    : ({ loading: 'lazy', decoding: 'async' } as const);
  return (
    <picture className={className}>
      {image.mobileSrc && <source media="(max-width: 767px)" srcSet={image.mobileSrc} />}
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        {...loading}
        style={image.focalPoint ? { objectPosition: image.focalPoint } : undefined}
      />
    </picture>
  );
}
