import DOMPurify from 'dompurify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('sanitizeHtml', () => {
  it('strips scripts, handlers and javascript: addresses', () => {
    expect(
      sanitizeHtml('<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:x()">a</a></p>'),
    ).toBe('<p>Hi <a>a</a></p>');
  });

  it('sanitises a string once and answers the same again from memory', () => {
    const purify = vi.spyOn(DOMPurify, 'sanitize');
    const html = `<p>Remembered ${Math.random()}<img src=x onerror=alert(1)></p>`;
    const first = sanitizeHtml(html);
    expect(sanitizeHtml(html)).toBe(first);
    expect(first).not.toContain('onerror');
    expect(purify).toHaveBeenCalledTimes(1);
    sanitizeHtml(`${html} `);
    expect(purify).toHaveBeenCalledTimes(2);
  });

  it('holds a bounded number of characters, dropping the oldest first', () => {
    const purify = vi.spyOn(DOMPurify, 'sanitize');
    // Two texts of 600,001 characters, each held with its result: 2,400,004 together, past the 2,000,000 held.
    const oldest = `a${'x'.repeat(600_000)}`;
    const newest = `b${'x'.repeat(600_000)}`;
    sanitizeHtml(oldest);
    sanitizeHtml(newest);
    expect(purify).toHaveBeenCalledTimes(2);
    sanitizeHtml(newest);
    expect(purify).toHaveBeenCalledTimes(2);
    sanitizeHtml(oldest);
    expect(purify).toHaveBeenCalledTimes(3);
  });
});
