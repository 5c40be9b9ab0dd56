import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import arabicCatalog from '../../../content-fixtures/ae/language/ar.json';
import { RecordingReporter } from '../../../tests/helpers/fake-services.ts';
import { applyCatalogs, createI18n, defaultCatalog, I18nProvider } from '../../i18n/index.ts';
import { ImagePreview, ZOOM_HOVER_DELAY_MS, type ImagePreviewProps } from './image-preview.tsx';

const pictures = ['/media/products/MN1/black.svg', '/media/products/MN1/black-back.svg'].concat(
  ['side', 'detail', 'model'].map((view) => `/media/products/MN1/black-${view}.svg`),
);

/** The preview of a five-picture coat in English (or Arabic), with a spy for closing. */
function renderPreview(props: Partial<ImagePreviewProps> = {}, language: 'en' | 'ar' = 'en') {
  const reporter = new RecordingReporter();
  const i18n = createI18n({ reporter, isProduction: false });
  const catalog = language === 'ar' ? arabicCatalog : defaultCatalog;
  applyCatalogs(i18n, language, catalog, { language, catalog: undefined });
  const onClose = vi.fn();
  const all: ImagePreviewProps = {
    open: true,
    onClose,
    pictures,
    startIndex: 1,
    name: 'Wool coat',
    colourName: 'Black',
    rtl: language === 'ar',
    ...props,
  };
  const view = render(
    <I18nProvider i18n={i18n}>
      <ImagePreview {...all} />
    </I18nProvider>,
  );
  const rerender = (changes: Partial<ImagePreviewProps>) =>
    view.rerender(
      <I18nProvider i18n={i18n}>
        <ImagePreview {...all} {...changes} />
      </I18nProvider>,
    );
  return { onClose, reporter, rerender };
}

const dialog = () => screen.getByRole('dialog', { name: 'Wool coat' });
/** The large picture: the one picture with a name (the thumbnails are named by their buttons). */
const shown = () => within(dialog()).getByRole('img');
const counter = () => screen.getByText(/^\d \/ 5$|^\d من 5$/);
const surface = () => screen.getByTestId('image-preview-surface');
const zoomButton = () => screen.getByRole('button', { name: 'Zoom in' });
const key = (name: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key: name });

afterEach(() => {
  vi.useRealTimers();
});

describe('ImagePreview', () => {
  it('opens on the picture pressed, in a dialog named by the product, with focus inside', () => {
    renderPreview();
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(shown()).toHaveAttribute('src', pictures[1]);
    expect(shown()).toHaveAccessibleName('Wool coat in Black, picture 2 of 5');
    expect(counter()).toHaveTextContent('2 / 5');
    expect(counter()).toHaveAttribute('aria-live', 'polite');
    expect(dialog()).toContainElement(document.activeElement as HTMLElement);
    const thumbnails = within(screen.getByRole('list', { name: 'Pictures' })).getAllByRole('button');
    expect(thumbnails).toHaveLength(5);
    expect(thumbnails[1]).toHaveAttribute('aria-current', 'true');
    expect(thumbnails.filter((button) => button.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('moves with the previous and next buttons, wrapping round at the ends', () => {
    renderPreview();
    fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(shown()).toHaveAttribute('src', pictures[2]);
    expect(counter()).toHaveTextContent('3 / 5');
    fireEvent.click(screen.getByRole('button', { name: 'Previous picture' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous picture' }));
    expect(counter()).toHaveTextContent('1 / 5');
    fireEvent.click(screen.getByRole('button', { name: 'Previous picture' }));
    expect(shown()).toHaveAttribute('src', pictures[4]);
    expect(counter()).toHaveTextContent('5 / 5');
  });

  it('shows the thumbnail pressed', () => {
    renderPreview();
    const fourth = screen.getByRole('button', { name: 'Wool coat in Black, picture 4 of 5' });
    fireEvent.click(fourth);
    expect(shown()).toHaveAttribute('src', pictures[3]);
    expect(fourth).toHaveAttribute('aria-current', 'true');
  });

  it('moves with the arrow keys, Home and End', () => {
    renderPreview();
    key('ArrowRight');
    expect(counter()).toHaveTextContent('3 / 5');
    key('ArrowLeft');
    key('ArrowLeft');
    expect(counter()).toHaveTextContent('1 / 5');
    key('End');
    expect(shown()).toHaveAttribute('src', pictures[4]);
    key('Home');
    expect(shown()).toHaveAttribute('src', pictures[0]);
  });

  it('mirrors the arrow keys and the arrows right to left, in Arabic', () => {
    renderPreview({}, 'ar');
    const arabic = screen.getByRole('dialog', { name: 'Wool coat' });
    expect(within(arabic).getByText('2 من 5')).toBeInTheDocument();
    key('ArrowLeft');
    expect(counter()).toHaveTextContent('3 من 5');
    key('ArrowRight');
    key('ArrowRight');
    expect(counter()).toHaveTextContent('1 من 5');
    fireEvent.click(screen.getByRole('button', { name: 'الصورة التالية' }));
    expect(counter()).toHaveTextContent('2 من 5');
  });

  it('changes picture on a sideways touch swipe longer than 50 px, mirrored right to left', () => {
    const { rerender } = renderPreview();
    const swipe = (from: number, to: number, y = 300) => {
      fireEvent.pointerDown(surface(), { pointerType: 'touch', clientX: from, clientY: 300 });
      fireEvent.pointerMove(surface(), { pointerType: 'touch', clientX: to, clientY: y });
      fireEvent.pointerUp(surface(), { pointerType: 'touch', clientX: to, clientY: y });
      fireEvent.click(surface());
    };
    swipe(300, 200);
    expect(counter()).toHaveTextContent('3 / 5');
    expect(surface()).toHaveAttribute('data-zoomed', 'false');
    swipe(200, 300);
    expect(counter()).toHaveTextContent('2 / 5');
    swipe(300, 260);
    swipe(300, 240, 500);
    expect(counter()).toHaveTextContent('2 / 5');

    rerender({ rtl: true });
    swipe(300, 200);
    expect(counter()).toHaveTextContent('1 / 5');
  });

  it('zooms a hovered picture only after the hover delay, following the pointer; leaving resets it', () => {
    vi.useFakeTimers();
    renderPreview();
    fireEvent.pointerEnter(surface(), { pointerType: 'mouse', clientX: 10, clientY: 10 });
    act(() => vi.advanceTimersByTime(ZOOM_HOVER_DELAY_MS - 1));
    expect(surface()).toHaveAttribute('data-zoomed', 'false');
    act(() => vi.advanceTimersByTime(1));
    expect(surface()).toHaveAttribute('data-zoomed', 'true');
    expect(zoomButton()).toHaveAttribute('aria-pressed', 'true');
    expect(shown().style.transformOrigin).not.toBe('');
    fireEvent.pointerLeave(surface(), { pointerType: 'mouse' });
    expect(surface()).toHaveAttribute('data-zoomed', 'false');
    expect(shown().style.transformOrigin).toBe('');

    // A pointer passing over within the delay never zooms.
    fireEvent.pointerEnter(surface(), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(20));
    fireEvent.pointerLeave(surface(), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(ZOOM_HOVER_DELAY_MS * 2));
    expect(surface()).toHaveAttribute('data-zoomed', 'false');
  });

  it('toggles the zoom with a tap or the zoom button, and drops it on the next picture', () => {
    renderPreview();
    fireEvent.pointerDown(surface(), { pointerType: 'touch', clientX: 100, clientY: 100 });
    fireEvent.pointerUp(surface(), { pointerType: 'touch', clientX: 100, clientY: 100 });
    fireEvent.click(surface());
    expect(surface()).toHaveAttribute('data-zoomed', 'true');
    fireEvent.click(surface());
    expect(surface()).toHaveAttribute('data-zoomed', 'false');
    fireEvent.click(zoomButton());
    expect(zoomButton()).toHaveAttribute('aria-pressed', 'true');
    expect(surface()).toHaveAttribute('data-zoomed', 'true');
    key('ArrowRight');
    expect(surface()).toHaveAttribute('data-zoomed', 'false');
  });

  it('closes on Escape and with the close button, giving focus back to the opener', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { onClose, rerender } = renderPreview();
    expect(document.activeElement).not.toBe(opener);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    rerender({ open: false });
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('opens again on the new start picture', () => {
    const { rerender } = renderPreview();
    key('ArrowRight');
    expect(counter()).toHaveTextContent('3 / 5');
    rerender({ open: false });
    rerender({ open: true, startIndex: 4 });
    expect(counter()).toHaveTextContent('5 / 5');
  });

  it('shows a single picture without arrows or thumbnails', () => {
    const { reporter } = renderPreview({ pictures: [pictures[0]!], startIndex: 0 });
    expect(screen.getByText('1 / 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next picture' })).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    key('ArrowRight');
    expect(shown()).toHaveAttribute('src', pictures[0]);
    expect(reporter.reports).toEqual([]);
  });
});
