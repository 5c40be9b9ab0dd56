import { styled } from '@linaria/react';
import { Picture } from '../../ui/picture.tsx';
import { colors, media } from '../../ui/tokens.ts';
import { blockContainer } from '../../ui/layout.styles.ts';
import { ctaCaps, displayType, untrackedCaps } from '../../ui/typography.styles.ts';

export const Root = styled.section`
  ${blockContainer()}
`;

/** The card; the link inside stretches over all of it, so the whole banner is one click target and one tab stop. */
export const Card = styled.div`
  position: relative;
  display: grid;

  &[data-layout='overlay'] {
    color: var(--banner-fg, ${colors.surface});
  }

  ${media.tabletSmall} {
    &[data-layout='image-start'],
    &[data-layout='image-end'] {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    }
    &[data-layout='image-end'] > picture {
      order: 2;
    }
  }
`;

export const Media = styled(Picture)`
  display: block;
  overflow: hidden;
  background: ${colors.sand};

  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform 900ms cubic-bezier(0.2, 0.6, 0.2, 1);
  }
  [data-layout='overlay'] > & {
    grid-area: 1 / 1;
    aspect-ratio: 4 / 5;
  }
  [data-layout='overlay'] > & img {
    aspect-ratio: 4 / 5;
  }
  [data-layout^='image'] > & img {
    aspect-ratio: 4 / 5;
  }
  ${media.tabletSmall} {
    [data-layout='overlay'] > &,
    [data-layout='overlay'] > & img {
      aspect-ratio: 16 / 7;
    }
    [data-layout^='image'] > & img {
      aspect-ratio: 1;
    }
  }
  ${Card}:hover & img {
    transform: scale(1.025);
  }
  ${media.reducedMotion} {
    & img {
      transition: none;
    }
    ${Card}:hover & img {
      transform: none;
    }
  }
`;

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  align-items: flex-start;
  gap: 14px;
  padding: clamp(28px, 5vw, 72px);
  text-align: start;
  color: var(--banner-fg, ${colors.ink});
  background: var(--banner-bg, ${colors.canvas});

  [data-layout='overlay'] > & {
    grid-area: 1 / 1;
    justify-content: flex-end;
    z-index: 1;
    background: linear-gradient(to top, rgb(0 0 0 / 0.55), rgb(0 0 0 / 0.12) 55%, transparent);
  }
  [data-layout='overlay'][data-fg='dark'] > & {
    background: linear-gradient(to top, rgb(255 255 255 / 0.7), rgb(255 255 255 / 0.15) 55%, transparent);
  }
`;

export const Title = styled.h2`
  margin: 0;
  ${displayType('clamp(1.75rem, 1.3rem + 2vw, 3rem)', 1.1)}
  letter-spacing: -0.01em;
  text-wrap: balance;
`;

export const Text = styled.p`
  margin: 0;
  max-width: 34rem;
  font-size: 1rem;
  line-height: 1.6;
  text-wrap: pretty;
`;

/** The one link of the banner; `::after` covers the card so a tap anywhere follows it. */
export const StretchedLink = styled.span`
  & a {
    color: inherit;
    text-decoration: none;
  }
  & a::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 2;
  }
  & a:focus-visible {
    outline: none;
  }
  & a:focus-visible::after {
    outline: 3px solid ${colors.focus};
    outline-offset: -3px;
  }
`;

export const Cta = styled.span`
  display: inline-block;
  margin-top: 6px;
  padding-bottom: 4px;
  border-bottom: 1px solid currentColor;
  ${ctaCaps}

  &:lang(ar),
  &:lang(ja) {
    ${untrackedCaps('14px')}
  }
`;
