import { afterEach, describe, expect, it, vi } from 'vitest';
import { postHiddenForm } from './hidden-form.ts';

describe('postHiddenForm', () => {
  afterEach(() => vi.restoreAllMocks());

  it('posts every parameter in a form nobody sees, to the external address', () => {
    const posted: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      posted.push(this);
    });
    postHiddenForm('https://pay.example.com/return', { utr: 'UK1', uat: 'h&x', Account: 'guest' });
    expect(posted).toHaveLength(1);
    const form = posted[0]!;
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://pay.example.com/return');
    expect(form.hidden).toBe(true);
    expect(Object.fromEntries(new FormData(form))).toEqual({ utr: 'UK1', uat: 'h&x', Account: 'guest' });
  });
});
