import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { useT } from '../../i18n/index.ts';
import { ArrowChevron } from '../../ui/arrow-chevron.tsx';
import { CloseButton } from '../../ui/close-button.tsx';
import { useDialogLayer } from '../../ui/hooks/use-dialog-layer.ts';
import { Icon } from '../../ui/icons.tsx';
import * as styles from './image-preview.styles.ts';

/** How long the mouse rests on the picture before it zooms, so a pointer passing over it does not. */
export const ZOOM_HOVER_DELAY_MS = 50;
/** Sideways travel (px) of a touch that counts as a swipe to the next or previous picture. */
export const SWIPE_DISTANCE_PX = 50;
/** Travel (px) after which a touch is a drag, not a tap that toggles the zoom. */
const TAP_SLOP_PX = 10;

/** What the product page hands the preview. */
export interface ImagePreviewProps {
  open: boolean;
  onClose(): void;
  pictures: readonly string[];
  /** The picture shown on opening (the one pressed in the gallery). */
  startIndex: number;
  name: string;
  colourName: string;
  /** Right to left: the arrow keys and swipes follow the reading direction. */
  rtl: boolean;
  /** Where focus goes on close when the opener is gone. */
  returnFocusId?: string;
}

/** Where the zoomed picture is anchored, in percent of its box (CSS `transform-origin`). */
type Origin = { x: number; y: number };

const CENTRE: Origin = { x: 50, y: 50 };
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const wrap = (index: number, count: number) => ((index % count) + count) % count;

/** The point under the pointer, in percent of the element's box (the centre while it has no size). */
function originAt(element: Element, clientX: number, clientY: number): Origin {
  const box = element.getBoundingClientRect();
  if (!box.width || !box.height) return CENTRE;
  return {
    x: clamp(((clientX - box.left) / box.width) * 100, 0, 100),
    y: clamp(((clientY - box.top) / box.height) * 100, 0, 100),
  };
}

/**
 * The product's pictures large, over the whole screen: previous and next buttons, arrow keys (Home and End too) and
 * touch swipes move through them, following the reading direction; a counter and a row of thumbnails show where the
 * shopper is. The mouse zooms the picture 2x after resting on it, following the pointer; a click or tap (or the zoom
 * button) toggles the zoom, and a drag pans it. It is a modal dialog named by the product's name (focus trapped,
 * Escape closes, page scroll locked, focus given back), opening on `startIndex` each time.
 */
export function ImagePreview(props: ImagePreviewProps) {
  const { open, onClose, pictures, name, colourName, rtl } = props;
  const t = useT();
  const { ref, titleId, mounted, shown, dialogProps } = useDialogLayer(open, onClose, props.returnFocusId);
  const count = pictures.length;
  const [index, setIndex] = useState(props.startIndex);
  const [zoom, setZoom] = useState<Origin | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) {
      setIndex(props.startIndex);
      setZoom(null);
    }
  }
  const current = count ? clamp(index, 0, count - 1) : 0;

  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pointer = useRef<Origin>(CENTRE);
  const press = useRef<{ x: number; y: number; from: Origin | null; moved: boolean } | null>(null);
  const ignoreClick = useRef(false);
  const thumbnails = useRef<HTMLUListElement>(null);

  const cancelHover = () => clearTimeout(hoverTimer.current);
  useEffect(() => {
    const timer = hoverTimer;
    return () => clearTimeout(timer.current);
  }, []);

  const go = (target: number) => {
    if (count < 2) return;
    cancelHover();
    setZoom(null);
    setIndex(wrap(target, count));
  };
  const next = () => go(current + 1);
  const previous = () => go(current - 1);

  // Keep the shown picture's thumbnail in view, and fetch its neighbours so the next move shows at once.
  useEffect(() => {
    if (!mounted) return;
    thumbnails.current
      ?.querySelector('[aria-current="true"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    for (const neighbour of [current - 1, current + 1]) {
      const src = count > 1 ? pictures[wrap(neighbour, count)] : undefined;
      if (src) new Image().src = src;
    }
  }, [mounted, current, count, pictures]);

  if (!mounted || !count) return null;

  const altOf = (i: number) =>
    t('WEB.PRODUCT.PICTURE_ALT', { name, colour: colourName, number: i + 1, count });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || count < 2) return;
    const moves: Record<string, () => void> = {
      ArrowRight: rtl ? previous : next,
      ArrowLeft: rtl ? next : previous,
      Home: () => go(0),
      End: () => go(count - 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  const onPointerEnter = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse') return;
    pointer.current = originAt(event.currentTarget, event.clientX, event.clientY);
    cancelHover();
    hoverTimer.current = setTimeout(() => setZoom(pointer.current), ZOOM_HOVER_DELAY_MS);
  };
  const onPointerLeave = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse') return;
    cancelHover();
    setZoom(null);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    press.current = { x: event.clientX, y: event.clientY, from: zoom, moved: false };
    ignoreClick.current = false;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse') {
      pointer.current = originAt(event.currentTarget, event.clientX, event.clientY);
      if (zoom) setZoom(pointer.current);
      return;
    }
    const start = press.current;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.hypot(dx, dy) > TAP_SLOP_PX) start.moved = true;
    if (!start.from) return;
    // A zoomed picture follows the finger: moving the anchor against the drag moves the picture with it.
    const box = event.currentTarget.getBoundingClientRect();
    if (!box.width || !box.height) return;
    setZoom({
      x: clamp(start.from.x - (dx / box.width) * 100, 0, 100),
      y: clamp(start.from.y - (dy / box.height) * 100, 0, 100),
    });
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = press.current;
    press.current = null;
    if (!start || event.pointerType === 'mouse') return;
    ignoreClick.current = start.moved;
    if (start.from) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) <= SWIPE_DISTANCE_PX || Math.abs(dx) < Math.abs(dy)) return;
    // Swiping towards the start edge (left in LTR, right in RTL) brings the next picture.
    if (dx < 0 !== rtl) next();
    else previous();
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (ignoreClick.current) {
      ignoreClick.current = false;
      return;
    }
    cancelHover();
    setZoom(zoom ? null : originAt(event.currentTarget, event.clientX, event.clientY));
  };

  const src = pictures[current]!;
  const zoomed = zoom !== null;
  return (
    <div
      ref={ref}
      {...dialogProps}
      className={styles.dialog}
      data-shown={shown ? 'true' : 'false'}
      onKeyDown={onKeyDown}
    >
      <div className={styles.bar}>
        <div className={styles.heading}>
          <h2 id={titleId}>{name}</h2>
          <p>{colourName}</p>
        </div>
        <p className={styles.counter} aria-live="polite" aria-atomic="true">
          {t('WEB.PRODUCT.PREVIEW_COUNTER', { number: current + 1, count })}
        </p>
        <CloseButton className={styles.close} onClick={onClose} />
      </div>
      <div className={styles.stage}>
        <div
          className={styles.surface}
          data-zoomed={zoomed ? 'true' : 'false'}
          data-testid="image-preview-surface"
          onPointerEnter={onPointerEnter}
          onPointerLeave={onPointerLeave}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (press.current = null)}
          onClick={onClick}
        >
          <img
            key={src}
            className={styles.picture}
            src={src}
            alt={altOf(current)}
            width={600}
            height={800}
            draggable={false}
            style={zoom ? { transformOrigin: `${zoom.x}% ${zoom.y}%` } : undefined}
          />
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              className={styles.arrow}
              data-side="previous"
              aria-label={t('WEB.PRODUCT.PREVIEW_PREVIOUS')}
              onClick={previous}
            >
              <ArrowChevron pointsRight={rtl} />
            </button>
            <button
              type="button"
              className={styles.arrow}
              data-side="next"
              aria-label={t('WEB.PRODUCT.PREVIEW_NEXT')}
              onClick={next}
            >
              <ArrowChevron pointsRight={!rtl} />
            </button>
          </>
        )}
        <button
          type="button"
          className={styles.zoom}
          aria-label={t('WEB.PRODUCT.PREVIEW_ZOOM')}
          aria-pressed={zoomed}
          onClick={() => {
            cancelHover();
            setZoom(zoomed ? null : CENTRE);
          }}
        >
          <Icon size={20}>
            <circle cx="10.5" cy="10.5" r="6.5" />
            <path d={zoomed ? 'M15.5 15.5l5 5M7.5 10.5h6' : 'M15.5 15.5l5 5M7.5 10.5h6M10.5 7.5v6'} />
          </Icon>
        </button>
      </div>
      {count > 1 && (
        <ul ref={thumbnails} className={styles.thumbnails} aria-label={t('WEB.PRODUCT.PREVIEW_THUMBNAILS')}>
          {pictures.map((picture, i) => (
            <li key={`${i}:${picture}`}>
              <button
                type="button"
                aria-label={altOf(i)}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
              >
                <img src={picture} alt="" width={60} height={80} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
