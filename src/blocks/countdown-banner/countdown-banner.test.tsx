import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FakeIntersectionObserver,
  installFakeIntersectionObserver,
} from '../../../tests/helpers/fake-intersection-observer.ts';
import { renderBlock } from '../../../tests/helpers/render-block.tsx';
import { splitDuration } from './countdown-banner.tsx';

const END = '2027-01-06T23:59:59Z';
const block = {
  type: 'countdown-banner',
  id: 'winter-sale',
  campaign: 'winter-sale',
  title: { en: 'Winter sale ends soon', ar: 'التخفيضات الشتوية تنتهي قريبًا' },
  text: 'Up to 50% off',
  end: END,
  href: '/sale',
  ctaLabel: 'Shop the sale',
};
const at = (ms: number) => new Date(Date.parse(END) - ms);
const DAY = 86_400_000;
const HOUR = 3_600_000;

const renderCountdown = (content: unknown = block, path = '/uk/en') => renderBlock(content, { path });
const clock = () => screen.queryByTestId('countdown-clock');

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('splitDuration', () => {
  it('splits into days, hours, minutes and seconds', () => {
    expect(splitDuration(2 * DAY + 3 * HOUR + 4 * 60_000 + 5_500)).toEqual([2, 3, 4, 5]);
    expect(splitDuration(-1)).toEqual([0, 0, 0, 0]);
  });
});

describe('countdown-banner', () => {
  it('shows days, hours, minutes and seconds with labels, and an accessible summary', () => {
    vi.setSystemTime(at(2 * DAY + 3 * HOUR + 4 * 60_000 + 5_000));
    renderCountdown();
    expect(screen.getByRole('heading', { level: 2, name: 'Winter sale ends soon' })).toBeInTheDocument();
    expect(clock()).toHaveAttribute('aria-hidden', 'true');
    expect(clock()).toHaveTextContent('02Days03Hours04Minutes05Seconds');
    expect(screen.getByText('Ends in 2 Days, 3 Hours, 4 Minutes, 5 Seconds')).toHaveClass('visually-hidden');
    expect(screen.getByRole('link', { name: 'Shop the sale' })).toHaveAttribute('href', '/uk/en/sale');
  });

  it('names each unit for its count: one of each is "1 Hour", not "1 Hours"', () => {
    vi.setSystemTime(at(DAY + HOUR + 60_000 + 1_000));
    renderCountdown();
    expect(clock()).toHaveTextContent('01Day01Hour01Minute01Second');
    expect(screen.getByText('Ends in 1 Day, 1 Hour, 1 Minute, 1 Second')).toHaveClass('visually-hidden');
  });

  it('ticks every second', () => {
    vi.setSystemTime(at(65_000));
    renderCountdown();
    expect(clock()).toHaveTextContent('00Days00Hours01Minute05Seconds');
    act(() => vi.advanceTimersByTime(1000));
    expect(clock()).toHaveTextContent('00Days00Hours01Minute04Seconds');
    act(() => vi.advanceTimersByTime(5000));
    expect(clock()).toHaveTextContent('00Days00Hours00Minutes59Seconds');
  });

  it('makes its number format once, not on every tick (Intl formatters are slow to make)', () => {
    vi.setSystemTime(at(65_000));
    const Original = Intl.NumberFormat;
    let made = 0;
    Intl.NumberFormat = new Proxy(Original, {
      construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        made++;
        return new target(...args);
      },
    });
    try {
      renderCountdown();
      const afterFirstRender = made;
      act(() => vi.advanceTimersByTime(5_000));
      expect(clock()).toHaveTextContent('00Days00Hours01Minute00Seconds');
      expect(made).toBe(afterFirstRender);
    } finally {
      Intl.NumberFormat = Original;
    }
  });

  it('renders nothing once the end has passed', () => {
    vi.setSystemTime(at(2_000));
    renderCountdown();
    expect(screen.getByRole('heading', { name: 'Winter sale ends soon' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(document.querySelector('[data-block="countdown-banner"]')).toBeEmptyDOMElement();
  });

  it('renders nothing for a campaign that has already ended', () => {
    vi.setSystemTime(at(-1));
    renderCountdown();
    expect(document.querySelector('[data-block="countdown-banner"]')).toBeEmptyDOMElement();
  });

  it('speaks Arabic on ae-ar', () => {
    vi.setSystemTime(at(DAY));
    renderCountdown(block, '/ae/ar');
    expect(screen.getByRole('heading', { name: 'التخفيضات الشتوية تنتهي قريبًا' })).toBeInTheDocument();
  });

  it('reports a banner view at half visibility', () => {
    installFakeIntersectionObserver();
    vi.setSystemTime(at(DAY));
    const { services } = renderCountdown();
    act(() => FakeIntersectionObserver.last!.show(0.4));
    expect(services.analytics.events).toHaveLength(0);
    act(() => FakeIntersectionObserver.last!.show(0.5));
    expect(services.analytics.events).toEqual([
      {
        event: 'bannerView',
        blockType: 'countdown-banner',
        blockId: 'winter-sale',
        name: 'Winter sale ends soon',
      },
    ]);
  });
});
