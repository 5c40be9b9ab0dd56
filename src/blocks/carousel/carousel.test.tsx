import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderBlock } from '../../../tests/helpers/render-block.tsx';
import { stubMatchMedia } from '../../../tests/helpers/stub-match-media.ts';

const slide = (text: string) => ({ type: 'text-banner', text });
const block = {
  type: 'carousel',
  id: 'edits',
  title: { en: 'The edits', ar: 'المختارات' },
  slides: [slide('First slide'), slide('Second slide'), slide('Third slide')],
};

const renderCarousel = (content: unknown = block, path = '/uk/en') => renderBlock(content, { path });

const track = () => document.querySelector<HTMLElement>('[aria-live]')!;
const slides = () => [...document.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
const currentDot = () =>
  screen.getAllByRole('button', { name: /Go to slide/ }).find((dot) => dot.getAttribute('aria-current'));
const visibleSlides = () =>
  slides()
    .filter((s) => !s.hasAttribute('inert'))
    .map((s) => s.textContent);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('carousel', () => {
  it('is a named carousel region of labelled slides', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'The edits' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(slides()).toHaveLength(3);
    expect(slides().map((s) => s.getAttribute('aria-label'))).toEqual([
      'Slide 1 of 3',
      'Slide 2 of 3',
      'Slide 3 of 3',
    ]);
    expect(slides().map((s) => s.getAttribute('aria-hidden'))).toEqual(['false', 'true', 'true']);
    expect(screen.getByRole('group', { name: 'Slide 1 of 3' })).toHaveTextContent('First slide');
    expect(visibleSlides()).toEqual(['First slide']);
  });

  it('moves with the 300 ms default speed and one slide in view', () => {
    renderCarousel();
    expect(track().style.transitionDuration).toBe('300ms');
    expect(track().style.transform).toBe('translate3d(0%, 0, 0)');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(track().style.transform).toBe('translate3d(-100%, 0, 0)');
    expect(visibleSlides()).toEqual(['Second slide']);
  });

  it('uses the speed and slides per view from the content', () => {
    renderCarousel({ ...block, speed: 600, slidesToShow: 2 });
    expect(track().style.transitionDuration).toBe('600ms');
    expect(visibleSlides()).toEqual(['First slide', 'Second slide']);
    expect(screen.getAllByRole('button', { name: /Go to slide/ })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(track().style.transform).toBe('translate3d(-50%, 0, 0)');
    expect(visibleSlides()).toEqual(['Second slide', 'Third slide']);
  });

  it('goes next and previous, wrapping at both ends', () => {
    renderCarousel();
    const next = screen.getByRole('button', { name: 'Next' });
    const previous = screen.getByRole('button', { name: 'Previous' });
    fireEvent.click(previous);
    expect(visibleSlides()).toEqual(['Third slide']);
    expect(currentDot()).toHaveAccessibleName('Go to slide 3');
    fireEvent.click(next);
    expect(visibleSlides()).toEqual(['First slide']);
    fireEvent.click(next);
    fireEvent.click(next);
    expect(visibleSlides()).toEqual(['Third slide']);
    fireEvent.click(next);
    expect(visibleSlides()).toEqual(['First slide']);
  });

  it('jumps with the dots, which mark the current one', () => {
    renderCarousel();
    expect(currentDot()).toHaveAccessibleName('Go to slide 1');
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(currentDot()).toHaveAccessibleName('Go to slide 3');
    expect(
      screen.getAllByRole('button', { name: /Go to slide/ }).filter((d) => d.hasAttribute('aria-current')),
    ).toHaveLength(1);
  });

  it('mirrors the movement and the swipe direction in RTL', () => {
    renderCarousel(block, '/ae/ar');
    expect(screen.getByRole('region', { name: 'المختارات' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(track().style.transform).toBe('translate3d(100%, 0, 0)');
    const viewport = track().parentElement!;
    // In RTL a swipe to the right brings the next slide.
    fireEvent.pointerDown(viewport, { clientX: 100, pointerType: 'touch' });
    fireEvent.pointerUp(viewport, { clientX: 220, pointerType: 'touch' });
    expect(visibleSlides()).toEqual(['Third slide']);
    fireEvent.pointerDown(viewport, { clientX: 220, pointerType: 'touch' });
    fireEvent.pointerUp(viewport, { clientX: 100, pointerType: 'touch' });
    expect(visibleSlides()).toEqual(['Second slide']);
  });

  it('swipes left for the next slide in LTR and ignores short moves', () => {
    renderCarousel();
    const viewport = track().parentElement!;
    fireEvent.pointerDown(viewport, { clientX: 200, pointerType: 'touch' });
    fireEvent.pointerUp(viewport, { clientX: 190, pointerType: 'touch' });
    expect(visibleSlides()).toEqual(['First slide']);
    fireEvent.pointerDown(viewport, { clientX: 200, pointerType: 'touch' });
    fireEvent.pointerUp(viewport, { clientX: 80, pointerType: 'touch' });
    expect(visibleSlides()).toEqual(['Second slide']);
  });

  it('autoplays, pausing while hovered or focused', () => {
    vi.useFakeTimers();
    stubMatchMedia([]);
    renderCarousel({ ...block, autoplayMs: 4000 });
    expect(track()).toHaveAttribute('aria-live', 'off');
    act(() => vi.advanceTimersByTime(4000));
    expect(visibleSlides()).toEqual(['Second slide']);
    const region = screen.getByRole('region');
    fireEvent.mouseEnter(region);
    expect(track()).toHaveAttribute('aria-live', 'polite');
    act(() => vi.advanceTimersByTime(12000));
    expect(visibleSlides()).toEqual(['Second slide']);
    fireEvent.mouseLeave(region);
    act(() => screen.getByRole('button', { name: 'Next' }).focus());
    act(() => vi.advanceTimersByTime(12000));
    expect(visibleSlides()).toEqual(['Second slide']);
  });

  it('does not autoplay or animate when the shopper prefers reduced motion', () => {
    vi.useFakeTimers();
    stubMatchMedia(['reduced-motion']);
    renderCarousel({ ...block, autoplayMs: 4000 });
    act(() => vi.advanceTimersByTime(20000));
    expect(visibleSlides()).toEqual(['First slide']);
    expect(track().style.transitionDuration).toBe('0ms');
  });

  it('shows fewer slides per view on phones', () => {
    stubMatchMedia(['max-width: 767px', 'max-width: 1024px']);
    renderCarousel({ ...block, slidesToShow: 4, slides: [...block.slides, slide('Fourth slide')] });
    expect(visibleSlides()).toEqual(['First slide', 'Second slide']);
  });

  it('renders each slide with its pointer, so a broken slide names its place', () => {
    const { services } = renderCarousel({ ...block, slides: [slide('Fine'), { type: 'text-banner' }] });
    expect(document.querySelector('[data-pointer="/blocks/0/slides/0"]')).not.toBeNull();
    expect(document.querySelector('[data-broken-block="/blocks/0/slides/1"]')).not.toBeNull();
    expect(services.reporter.reports[0]).toMatchObject({ pointer: '/blocks/0/slides/1/text' });
  });

  it('hides the controls when every slide is in view', () => {
    renderCarousel({ ...block, slides: [slide('Only')] });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('group', { name: 'Slide 1 of 1' })).toBeInTheDocument();
  });
});
