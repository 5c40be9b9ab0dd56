import { styled } from '@linaria/react';
import { colors, media, radius } from '../index.ts';

/** The card; its link's `::after` covers it, so the whole card opens the product. */
export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  color: ${colors.ink};
`;

/** A fixed 3:4 frame, so the grid never moves while pictures arrive. */
export const Media = styled.div`
  position: relative;
  aspect-ratio: 3 / 4;
  margin-block-end: 8px;
  overflow: hidden;
  background: ${colors.canvas};

  & img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  & img[data-secondary] {
    opacity: 0;
    transition: opacity 240ms ease;
  }
  @media (hover: hover) {
    ${Card}:hover & img[data-secondary] {
      opacity: 1;
    }
  }
  &[data-preview] img[data-secondary] {
    display: none;
  }
  [data-unavailable] > & img {
    opacity: 0.55;
  }
  ${media.reducedMotion} {
    & img[data-secondary] {
      transition: none;
    }
  }
`;

export const Badges = styled.ul`
  position: absolute;
  inset-block-start: 10px;
  inset-inline-start: 10px;
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  max-width: calc(100% - 64px);
  margin: 0;
  padding: 0;
  list-style: none;

  & li {
    padding: 4px 8px;
    border-radius: ${radius.s};
    background: ${colors.surface};
    color: ${colors.ink};
    font-size: 11px;
    font-weight: 600;
    letter-spacing: 0.08em;
    line-height: 1.3;
    text-transform: uppercase;
  }
  & li:lang(ar),
  & li:lang(ja) {
    letter-spacing: 0;
    font-size: 12px;
  }
`;

/** The heart, over the picture's top inline-end corner, above the card link. */
export const Favourite = styled.button`
  position: absolute;
  z-index: 1;
  inset-block-start: 2px;
  inset-inline-end: 2px;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: none;
  color: ${colors.ink};
  cursor: pointer;

  & svg {
    padding: 4px;
    border-radius: 50%;
    background: rgb(255 255 255 / 0.72);
    box-sizing: content-box;
    transition: fill 160ms ease;
  }
  &:hover svg {
    background: ${colors.surface};
  }
  &[aria-pressed='true'] svg {
    fill: ${colors.ink};
  }
  /* Just added: the favourites store keeps the highlight for as long as this pulse lasts. */
  &[data-highlighted] svg {
    fill: ${colors.accent};
    stroke: ${colors.accent};
    animation: favourite-added 500ms ease;
  }
  @keyframes favourite-added {
    40% {
      transform: scale(1.25);
    }
  }
  ${media.reducedMotion} {
    & svg,
    &[data-highlighted] svg {
      transition: none;
      animation: none;
    }
  }
`;

/**
 * Quick buy, over the picture's bottom edge, above the card link: shown on hover or focus where there is hover, and
 * always as a small bag button on touch screens.
 */
export const QuickBuyButton = styled.button`
  position: absolute;
  z-index: 1;
  inset-block-end: 8px;
  inset-inline-end: 8px;
  display: inline-flex;
  gap: 6px;
  align-items: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 12px;
  border: 0;
  border-radius: ${radius.pill};
  background: rgb(255 255 255 / 0.92);
  color: ${colors.ink};
  font-size: 12px;
  font-weight: 600;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  cursor: pointer;
  & span {
    display: none;
  }
  @media (hover: hover) {
    opacity: 0;
    transition: opacity 160ms ease;
    ${Card}:hover &,
    &:focus-visible {
      opacity: 1;
    }
    & span {
      display: inline;
    }
  }
  &:focus-visible {
    outline: 2px solid ${colors.focus};
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

export const Title = styled.h3`
  margin: 0;
  font-size: 14px;
  font-weight: 400;
  line-height: 1.4;

  & a {
    display: flex;
    flex-direction: column;
    gap: 2px;
    color: inherit;
    text-decoration: none;
  }
  & a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  /* The ring goes round the whole card, which the link covers. */
  & a:focus-visible {
    outline: none;
  }
  & a:focus-visible::after {
    outline: 3px solid ${colors.focus};
    outline-offset: 4px;
  }
  ${Card}:hover & [data-name] {
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

export const Brand = styled.span`
  font-size: 13px;
  font-weight: 600;
  letter-spacing: 0.02em;
`;

export const Name = styled.span`
  color: ${colors.inkSoft};
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;

  & em {
    font-style: normal;
    background: ${colors.sand};
  }
`;

export const Stock = styled.p`
  margin: 0;
  color: ${colors.muted};
  font-size: 12px;

  &[data-level='low'] {
    color: ${colors.sale};
  }
`;

/** Colour dots: 24 px targets (the listing grid has no room for 44), above the card link. */
export const Swatches = styled.ul`
  position: relative;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  margin: 2px 0 0;
  margin-inline-start: -4px;
  padding: 0;
  list-style: none;

  & a {
    display: grid;
    place-items: center;
    width: 24px;
    height: 24px;
    border-radius: 50%;
  }
  & a > span {
    width: 14px;
    height: 14px;
    border-radius: 50%;
    box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.18);
  }
  & a[aria-current='true'] > span {
    outline: 1px solid ${colors.ink};
    outline-offset: 2px;
  }
  & a:hover > span {
    outline: 1px solid ${colors.muted};
    outline-offset: 2px;
  }
  & [data-more] {
    padding-inline: 4px;
    color: ${colors.muted};
    font-size: 12px;
  }
`;
