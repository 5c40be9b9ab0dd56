import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollPast } from './use-scroll-past.ts';

function Probe() {
  return <p>{useScrollPast(() => 100) ? 'past' : 'above'}</p>;
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  vi.useRealTimers();
});

describe('useScrollPast', () => {
  it('reads no scroll position while the page mounts (a forced layout in the commit), and sees it at the next frame', async () => {
    let reads = 0;
    Object.defineProperty(window, 'scrollY', {
      configurable: true,
      get: () => {
        reads++;
        return 500;
      },
    });
    const { unmount } = render(<Probe />);
    expect(reads).toBe(0);
    expect(screen.getByText('above')).toBeInTheDocument();
    // A page opened already scrolled: the frame after mounting shows it.
    await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
    expect(reads).toBeGreaterThan(0);
    expect(screen.getByText('past')).toBeInTheDocument();
    unmount();
  });

  it('follows scroll events', () => {
    const { unmount } = render(<Probe />);
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 150 });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByText('past')).toBeInTheDocument();
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 20 });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByText('above')).toBeInTheDocument();
    unmount();
  });
});
