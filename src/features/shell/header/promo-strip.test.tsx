import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../../../tests/helpers/render-with-stores.tsx';
import { PromoStrip } from './promo-strip.tsx';

const messages = [
  { text: 'Free delivery', href: '/delivery' },
  { text: { en: 'New season', ar: 'موسم جديد' } },
];
const active = () => document.querySelector('[data-active="true"]')?.textContent;

afterEach(() => vi.useRealTimers());

describe('PromoStrip', () => {
  it('rotates every 6 s, pauses while hovered, and stops once the shopper steps through', () => {
    vi.useFakeTimers();
    const { render } = createTestEnvironment({ path: '/uk/en' });
    const { container } = render(<PromoStrip messages={messages} />);
    expect(active()).toBe('Free delivery');
    act(() => vi.advanceTimersByTime(6000));
    expect(active()).toBe('New season');
    fireEvent.pointerEnter(container.firstElementChild as Element);
    act(() => vi.advanceTimersByTime(12000));
    expect(active()).toBe('New season');
    fireEvent.pointerLeave(container.firstElementChild as Element);
    act(() => vi.advanceTimersByTime(6000));
    expect(active()).toBe('Free delivery');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(active()).toBe('New season');
    act(() => vi.advanceTimersByTime(12000));
    expect(active()).toBe('New season');
  });

  it('shows the language of the page and links inside the site', () => {
    const { render } = createTestEnvironment({ path: '/ae/ar' });
    render(<PromoStrip messages={[messages[0]!, messages[1]!].reverse()} />);
    expect(active()).toBe('موسم جديد');
    expect(screen.getByRole('link', { name: 'Free delivery', hidden: true })).toHaveAttribute(
      'href',
      '/ae/ar/delivery',
    );
  });
});
