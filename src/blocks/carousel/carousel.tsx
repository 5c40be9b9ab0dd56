import type { FromSchema } from 'json-schema-to-ts';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import type { carouselSchema } from '../../../schemas/content/blocks/carousel.schema.ts';
import { useLocalize, useT } from '../../i18n/index.ts';
import { RenderBlocks, type BlockProps } from '../../renderer/index.ts';
import { useStores } from '../../kernel/stores/index.ts';
import { breakpoints } from '../../ui/tokens.ts';
import { useMediaQuery, usePrefersReducedMotion } from '../../ui/use-media-query.ts';
import {
  Arrow,
  Arrows,
  Controls,
  Dot,
  Dots,
  Root,
  Slide,
  Title,
  Track,
  Viewport,
} from './carousel.styles.ts';
import { ArrowChevron } from '../../ui/arrow-chevron.tsx';

/** A carousel block as its schema allows it. */
export type CarouselContent = FromSchema<typeof carouselSchema>;

/** Defaults: 300 ms per move, one slide in view, unless the content says otherwise. */
export const DEFAULT_SPEED_MS = 300;
export const DEFAULT_SLIDES_TO_SHOW = 1;
/** Horizontal travel (px) that counts as a swipe. */
const SWIPE_DISTANCE = 40;

const PHONE = `(max-width: ${breakpoints.tabletSmall - 1}px)`;
const TABLET = `(max-width: ${breakpoints.tabletLarge - 1}px)`;

/**
 * The editor's slides per view, fewer on small screens: at most 2 on phones (1 if the editor chose 2), 3 on tablets.
 * The server renders the desktop count.
 */
function useSlidesPerView(wanted: number): number {
  const phone = useMediaQuery(PHONE);
  const tablet = useMediaQuery(TABLET);
  if (phone) return Math.min(wanted, wanted >= 3 ? 2 : 1);
  if (tablet) return Math.min(wanted, 3);
  return wanted;
}

/** A list holding only the item at `index` (holes elsewhere), so RenderBlocks gives it its true pointer. */
function onlyAt<T>(list: readonly T[], index: number): T[] {
  const single = new Array<T>(list.length);
  single[index] = list[index] as T;
  return single;
}

/**
 * Slides of blocks (WAI-ARIA carousel pattern): a labelled region, slides named "Slide n of m", previous/next buttons
 * and dots, wrap-around at both ends. Arrows and swipes mirror in RTL. Autoplay (when set) pauses on hover and focus
 * and never runs when the shopper prefers reduced motion. Slides out of view are inert.
 */
export const Carousel = observer(function Carousel({ block, pointer }: BlockProps<CarouselContent>) {
  const t = useT();
  const localize = useLocalize();
  const { site } = useStores();
  const rtl = site.direction === 'rtl';
  const { slides } = block;
  const count = slides.length;
  const perView = useSlidesPerView(block.slidesToShow ?? DEFAULT_SLIDES_TO_SHOW);
  const positions = Math.max(1, count - perView + 1);
  const [index, setIndex] = useState(0);
  const current = Math.min(index, positions - 1);
  // The server assumes reduced motion, so nothing moves before hydration.
  const reducedMotion = usePrefersReducedMotion(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const autoplayMs = block.autoplayMs && !reducedMotion && positions > 1 ? block.autoplayMs : 0;
  const rotating = autoplayMs > 0 && !hovered && !focused;
  const speed = block.speed ?? DEFAULT_SPEED_MS;
  const baseId = useId();
  const title = localize(block.title);
  const swipeStart = useRef<number | null>(null);

  const go = (target: number) => setIndex(((target % positions) + positions) % positions);
  const next = () => go(current + 1);
  const previous = () => go(current - 1);

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(
      () => setIndex((i) => (Math.min(i, positions - 1) + 1) % positions),
      autoplayMs,
    );
    return () => clearInterval(timer);
  }, [rotating, autoplayMs, positions]);

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const distance = event.clientX - start;
    if (Math.abs(distance) < SWIPE_DISTANCE) return;
    // Swiping towards the start edge (left in LTR, right in RTL) brings the next slide.
    if (distance < 0 !== rtl) next();
    else previous();
  };

  const offset = (rtl ? 1 : -1) * current * (100 / perView);
  const trackStyle: CSSProperties = {
    transform: `translate3d(${offset}%, 0, 0)`,
    transitionDuration: `${reducedMotion ? 0 : speed}ms`,
  };
  const rootStyle = { '--per-view': perView, '--slide-gap': perView > 1 ? '16px' : '0px' } as CSSProperties;
  const fullBleed =
    perView === 1 && slides.every((slide) => (slide as { type?: unknown }).type === 'hero-banner');
  const naming = title
    ? { role: 'region', 'aria-labelledby': `${baseId}-title` }
    : { role: 'group' as const };

  return (
    <Root
      {...naming}
      aria-roledescription="carousel"

      data-full-bleed={String(fullBleed)}
      style={rootStyle}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {title && <Title id={`${baseId}-title`}>{title}</Title>}
      <Viewport
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <Track id={`${baseId}-track`} style={trackStyle} aria-live={rotating ? 'off' : 'polite'}>
          {slides.map((slide, i) => {
            const visible = i >= current && i < current + perView;
            return (
              <Slide
                key={i}
                role="group"
                aria-roledescription="slide"
                aria-label={t('WEB.BLOCKS.SLIDE_OF', { index: i + 1, count })}
                aria-hidden={!visible}
                inert={!visible}
              >
                <RenderBlocks blocks={onlyAt(slides, i)} pointer={`${pointer}/slides`} />
              </Slide>
            );
          })}
        </Track>
      </Viewport>
      {positions > 1 && (
        <Controls>
          <Dots>
            {Array.from({ length: positions }, (_, i) => (
              <Dot
                key={i}
                type="button"
                aria-label={t('WEB.BLOCKS.GO_TO_SLIDE', { index: i + 1 })}
                aria-current={i === current ? 'true' : undefined}
                aria-controls={`${baseId}-track`}
                onClick={() => go(i)}
              />
            ))}
          </Dots>
          <Arrows>
            <Arrow
              type="button"
              aria-label={t('WEB.BLOCKS.PREVIOUS')}
              aria-controls={`${baseId}-track`}
              onClick={previous}
            >
              <ArrowChevron pointsRight={rtl} />
            </Arrow>
            <Arrow
              type="button"
              aria-label={t('WEB.BLOCKS.NEXT')}
              aria-controls={`${baseId}-track`}
              onClick={next}
            >
              <ArrowChevron pointsRight={!rtl} />
            </Arrow>
          </Arrows>
        </Controls>
      )}
    </Root>
  );
});
