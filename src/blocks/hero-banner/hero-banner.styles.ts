import { styled } from '@linaria/react';
import { Picture } from '../../ui/picture.tsx';
import { colors, media } from '../../ui/tokens.ts';
import { pageColumn } from '../../ui/layout.styles.ts';
import { ctaLinkText, ctaLinkVariants, displayType, untrackedCaps } from '../../ui/typography.styles.ts';

/**
 * Phones: the picture (4:5, cropped at the focal point) with the text below it on a quiet ground, so the text is
 * always legible. From tablets: a full-bleed stage with the text over the picture. `--hero-fg`, `--hero-on-fg`,
 * `--scrim-rgb` and `--overlay` come from the content.
 */
export const Root = styled.section`
  position: relative;
  isolation: isolate;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${colors.canvas};

  ${media.tabletSmall} {
    flex-direction: row;
    color: var(--hero-fg);
    background: ${colors.sand};

    &[data-height='medium'] {
      min-height: clamp(440px, 68vh, 640px);
    }
    &[data-height='tall'] {
      min-height: clamp(520px, 84vh, 880px);
    }
    &[data-height='full'] {
      min-height: max(520px, 100vh);
      min-height: max(520px, 100svh);
    }
  }
`;

export const Media = styled(Picture)`
  display: block;
  background: ${colors.sand};

  & img {
    width: 100%;
    height: 100%;
    aspect-ratio: 4 / 5;
    object-fit: cover;
  }
  ${media.tabletSmall} {
    position: absolute;
    inset: 0;
    z-index: -2;

    & img {
      aspect-ratio: auto;
    }
  }
`;

/** Keeps text readable over any photograph: the editor's `overlay` plus a gradient under the text. */
export const Scrim = styled.div`
  display: none;

  ${media.tabletSmall} {
    display: block;
    position: absolute;
    inset: 0;
    z-index: -1;
    background: linear-gradient(
      to top,
      rgb(var(--scrim-rgb) / calc(var(--overlay) + 0.35)) 0%,
      rgb(var(--scrim-rgb) / var(--overlay)) 55%
    );
  }
`;

export const Content = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  width: 100%;
  ${pageColumn}
  padding-block: 28px 40px;
  /* On phones the text sits on the canvas, whatever colour the editor chose for over the picture. */
  --hero-fg: ${colors.ink};
  --hero-on-fg: ${colors.surface};
  color: var(--hero-fg);

  ${media.tabletSmall} {
    --hero-fg: inherit;
    --hero-on-fg: inherit;
    padding-block: 96px clamp(40px, 7vw, 88px);
  }

  &[data-align='start'] {
    align-items: flex-start;
    text-align: start;
  }
  &[data-align='center'] {
    align-items: center;
    text-align: center;
  }
  &[data-align='end'] {
    align-items: flex-end;
    text-align: end;
  }
`;

export const Text = styled.div`
  max-width: 38rem;
`;

export const Eyebrow = styled.p`
  margin: 0 0 14px;
  font-size: 12px;
  font-weight: 600;
  letter-spacing: 0.18em;
  text-transform: uppercase;

  &:lang(ar),
  &:lang(ja) {
    ${untrackedCaps('14px')}
  }
`;

export const Title = styled.h2`
  margin: 0;
  ${displayType('clamp(2.4rem, 1.6rem + 4vw, 5rem)', 1.04)}
  letter-spacing: -0.015em;
  text-wrap: balance;

  &:lang(ar),
  &:lang(ja) {
    letter-spacing: 0;
    line-height: 1.3;
  }
`;

export const Subtitle = styled.p`
  margin: 18px 0 0;
  font-size: clamp(1rem, 0.95rem + 0.3vw, 1.15rem);
  line-height: 1.55;
  text-wrap: pretty;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 28px;

  [data-align='center'] & {
    justify-content: center;
  }
  [data-align='end'] & {
    justify-content: flex-end;
  }

  & a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 48px;
    min-width: 148px;
    padding: 12px 28px;
    border: 1px solid var(--hero-fg);
    ${ctaLinkText}
  }
  & a:first-child {
    background: var(--hero-fg);
    color: var(--hero-on-fg);
  }
  & a:first-child:hover {
    background: transparent;
    color: var(--hero-fg);
  }
  & a:not(:first-child):hover {
    background: var(--hero-fg);
    color: var(--hero-on-fg);
  }
  ${ctaLinkVariants}
`;
