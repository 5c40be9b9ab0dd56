import { css } from '@linaria/core';
import { colors, fonts, fontStacks } from './tokens.ts';

/** Base document styles; imported once by the app shell and by Storybook. */
export const globalStyles = css`
  :global() {
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }
    :root {
      --font-body: ${fontStacks.latin.body};
      --font-display: ${fontStacks.latin.display};
    }
    :root:lang(ar),
    :root:lang(fa),
    :root:lang(ur),
    :root:lang(ku) {
      --font-body: ${fontStacks.arabic.body};
      --font-display: ${fontStacks.arabic.display};
    }
    :root:lang(ja) {
      --font-body: ${fontStacks.japanese.body};
      --font-display: ${fontStacks.japanese.display};
    }
    html {
      -webkit-text-size-adjust: 100%;
      scroll-behavior: smooth;
    }
    @media (prefers-reduced-motion: reduce) {
      html {
        scroll-behavior: auto;
      }
    }
    body {
      margin: 0;
      font-family: ${fonts.body};
      font-size: 16px;
      line-height: 1.5;
      color: ${colors.ink};
      background: ${colors.surface};
      -webkit-font-smoothing: antialiased;
    }
    img,
    svg,
    video {
      display: block;
      max-width: 100%;
    }
    a {
      color: inherit;
    }
    /* Form controls take the page's font (the system's own may not be the stack chosen for the language). */
    button,
    input,
    select,
    textarea {
      font: inherit;
    }
    :focus-visible {
      outline: 3px solid ${colors.focus};
      outline-offset: 2px;
    }
    /* Accessibility mode (from the first Tab): every focused element shows its ring, with a halo on any background. */
    html[data-accessibility-mode] :focus {
      outline: 3px solid ${colors.focus};
      outline-offset: 2px;
      box-shadow: 0 0 0 6px ${colors.surface};
    }
    /* A gated site stays hidden until the gate is passed (the server marks the page, the site behaviours unmark it). */
    html[data-site-gate] #root {
      visibility: hidden;
    }
    /* The hidden page still takes room: it must not make the screen scroll sideways under the gate's overlay. */
    html[data-site-gate],
    html[data-site-gate] body {
      overflow: hidden;
    }
    .visually-hidden {
      position: absolute !important;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
`;
