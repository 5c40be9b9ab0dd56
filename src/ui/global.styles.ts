import { css } from '@linaria/core';
import { colors, fonts } from './tokens.ts';

/** Base document styles; imported once by the app shell and by Storybook. */
export const globalStyles = css`
  :global() {
    *,
    *::before,
    *::after {
      box-sizing: border-box;
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
    button {
      font: inherit;
    }
    :focus-visible {
      outline: 3px solid ${colors.focus};
      outline-offset: 2px;
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
