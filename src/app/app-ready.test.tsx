import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppReady } from '../features/shell/document-sync.tsx';

describe('AppReady', () => {
  it('marks the document and only then calls onReady, once', () => {
    document.documentElement.removeAttribute('data-app-ready');
    const marked: boolean[] = [];
    const onReady = vi.fn(() => marked.push(document.documentElement.hasAttribute('data-app-ready')));
    const { rerender } = render(<AppReady onReady={onReady} />);
    rerender(<AppReady onReady={onReady} />);
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(marked).toEqual([true]);
  });

  it('counts only the first mark: a page that follows a boot screen does not start the ready work again', () => {
    document.documentElement.removeAttribute('data-app-ready');
    const onReady = vi.fn();
    const boot = render(<AppReady onReady={onReady} />);
    boot.unmount();
    render(<AppReady onReady={onReady} />);
    expect(onReady).toHaveBeenCalledTimes(1);
  });
});
