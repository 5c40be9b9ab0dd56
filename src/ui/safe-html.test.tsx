import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { createSafeHtml } from './safe-html.ts';
import { sanitizeHtml } from './sanitize-html.ts';

function Text({ html, useSafeHtml }: { html: string; useSafeHtml: (html: string) => string }) {
  return <div data-testid="text" dangerouslySetInnerHTML={{ __html: useSafeHtml(html) }} />;
}

describe('safe HTML', () => {
  it('shows HTML the page vouched for as it is, without loading the sanitiser', () => {
    let loads = 0;
    const safe = createSafeHtml(() => {
      loads++;
      return Promise.resolve(sanitizeHtml);
    });
    const vouched = '<p>Free <strong>returns</strong></p>';
    safe.trust([vouched]);
    render(<Text html={vouched} useSafeHtml={safe.useSafeHtml} />);
    expect(screen.getByTestId('text').innerHTML).toBe(vouched);
    expect(loads).toBe(0);
  });

  it('loads the sanitiser for anything else, once, and shows it sanitised', async () => {
    let loads = 0;
    const safe = createSafeHtml(() => {
      loads++;
      return Promise.resolve(sanitizeHtml);
    });
    safe.trust(['<p>Something else</p>']);
    // Under act, React retries the suspended part once the sanitiser's promise has settled.
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <Text html={'<p>Hi<img src="x" onerror="alert(1)"></p>'} useSafeHtml={safe.useSafeHtml} />
          <Text html={'<p>Two<script>alert(2)</script></p>'} useSafeHtml={safe.useSafeHtml} />
        </Suspense>,
      );
    });
    const shown = screen.getAllByTestId('text');
    expect(shown.map((element) => element.innerHTML)).toEqual(['<p>Hi</p>', '<p>Two</p>']);
    expect(loads).toBe(1);
  });
});
