import { styled } from '@linaria/react';
import { colors, layout, media, radius } from '../../ui/tokens.ts';
import { blockContainer, measureWithGutters } from '../../ui/layout.styles.ts';
import { displayType } from '../../ui/typography.styles.ts';

export const Root = styled.section`
  ${blockContainer('clamp(32px, 6vw, 64px)')}

  &[data-layout='stacked'] {
    max-width: ${measureWithGutters('44rem')};
  }
`;

export const Title = styled.h2`
  margin: 0 0 20px;
  ${displayType('clamp(1.4rem, 1.2rem + 1vw, 2rem)', 1.2)}

  [data-layout='inline'] > &,
  [data-layout='pills'] > & {
    text-align: center;
  }
`;

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  [data-layout='inline'] > & {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 8px 28px;
  }
  [data-layout='inline'] > & a {
    display: inline-block;
    padding-block: 8px;
    font-size: 13px;
    font-weight: 600;
    letter-spacing: 0.14em;
    text-transform: uppercase;
    text-decoration: underline;
    text-decoration-color: transparent;
    text-underline-offset: 6px;
    transition: text-decoration-color 200ms ease;
  }
  [data-layout='inline'] > & a:hover {
    text-decoration-color: currentColor;
  }
  [data-layout='inline'] > & a:lang(ar),
  [data-layout='inline'] > & a:lang(ja) {
    letter-spacing: 0;
    font-size: 15px;
  }

  [data-layout='stacked'] > & {
    border-top: 1px solid ${colors.line};
  }
  [data-layout='stacked'] > & li {
    border-bottom: 1px solid ${colors.line};
  }
  [data-layout='stacked'] > & a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 16px;
    min-height: 56px;
    padding-block: 14px;
    font-size: 1rem;
    text-decoration: none;
  }
  [data-layout='stacked'] > & a::after {
    content: '';
    flex: none;
    width: 8px;
    height: 8px;
    border-block-start: 1.5px solid currentColor;
    border-inline-end: 1.5px solid currentColor;
    transform: rotate(45deg);
    transition: transform 200ms ease;
  }
  [data-layout='stacked'] > & a:dir(rtl)::after {
    transform: rotate(-45deg);
  }
  [data-layout='stacked'] > & a:hover::after {
    transform: translateX(4px) rotate(45deg);
  }
  [data-layout='stacked'] > & a:dir(rtl):hover::after {
    transform: translateX(-4px) rotate(-45deg);
  }

  /* Phones: one row that scrolls from screen edge to screen edge. */
  [data-layout='pills'] > & {
    display: flex;
    gap: 8px;
    margin-inline: calc(-1 * ${layout.gutter});
    padding: 4px ${layout.gutter};
    overflow-x: auto;
    scrollbar-width: none;
  }
  [data-layout='pills'] > & li {
    flex: none;
  }
  [data-layout='pills'] > & a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 8px 20px;
    border: 1px solid ${colors.line};
    border-radius: ${radius.pill};
    font-size: 14px;
    white-space: nowrap;
    text-decoration: none;
    transition:
      border-color 200ms ease,
      background-color 200ms ease,
      color 200ms ease;
  }
  [data-layout='pills'] > & a:hover {
    border-color: ${colors.ink};
    background: ${colors.ink};
    color: ${colors.surface};
  }
  ${media.tabletSmall} {
    [data-layout='pills'] > & {
      flex-wrap: wrap;
      justify-content: center;
      margin-inline: 0;
      padding-inline: 0;
      overflow: visible;
    }
  }
  ${media.reducedMotion} {
    & a,
    & a::after {
      transition: none !important;
    }
  }
`;
