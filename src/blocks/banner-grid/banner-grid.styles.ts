import { styled } from '@linaria/react';
import { Picture } from '../../ui/picture.tsx';
import { colors, media } from '../../ui/tokens.ts';
import { blockContainer, blockSpacing } from '../../ui/layout.styles.ts';
import { sectionTitle } from '../../ui/typography.styles.ts';

export const Root = styled.section`
  ${blockContainer(blockSpacing.roomy)}
`;

export const Title = styled.h2`
  ${sectionTitle}
  text-align: center;
  text-wrap: balance;
`;

/** Two columns on phones (one for two-column grids), the editor's column count from tablets up. */
export const Grid = styled.ul`
  --gap: clamp(12px, 1.6vw, 24px);
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: calc(var(--gap) * 2) var(--gap);
  margin: 0;
  padding: 0;
  list-style: none;

  &[data-columns='2'] {
    grid-template-columns: minmax(0, 1fr);
  }
  /* A lone last tile on a two-column phone grid spans the row instead of leaving a hole. */
  &:not([data-columns='2']) > li:last-child:nth-child(odd) {
    grid-column: 1 / -1;
  }
  &:not([data-columns='2']) > li:last-child:nth-child(odd) img {
    aspect-ratio: 4 / 3;
  }

  ${media.tabletSmall} {
    &[data-columns] {
      grid-template-columns: repeat(var(--columns), minmax(0, 1fr));
    }
    &:not([data-columns='2']) > li:last-child:nth-child(odd) {
      grid-column: auto;
    }
    &:not([data-columns='2']) > li:last-child:nth-child(odd) img {
      aspect-ratio: var(--aspect);
    }
  }
`;

export const Tile = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

export const Media = styled(Picture)`
  display: block;
  order: -1;
  margin-bottom: 12px;
  overflow: hidden;
  background: ${colors.sand};

  & img {
    width: 100%;
    height: auto;
    aspect-ratio: var(--aspect);
    object-fit: cover;
    transition: transform 900ms cubic-bezier(0.2, 0.6, 0.2, 1);
  }
  ${Tile}:hover & img {
    transform: scale(1.03);
  }
  ${media.reducedMotion} {
    & img {
      transition: none;
    }
    ${Tile}:hover & img {
      transform: none;
    }
  }
`;

/** The tile's label is its link; `::after` stretches it over the picture too. */
export const Label = styled.h3`
  margin: 0;
  font-size: 13px;
  font-weight: 600;
  letter-spacing: 0.14em;
  text-transform: uppercase;

  &:lang(ar),
  &:lang(ja) {
    letter-spacing: 0;
    font-size: 15px;
  }
  & a {
    color: ${colors.ink};
    text-decoration: none;
    background: linear-gradient(currentColor, currentColor) no-repeat 0 100% / 0 1px;
    transition: background-size 300ms ease;
  }
  & a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  ${Tile}:hover & a {
    background-size: 100% 1px;
  }
  & a:focus-visible {
    outline: none;
  }
  & a:focus-visible::after {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  :dir(rtl) & a {
    background-position: 100% 100%;
  }
`;

export const Sublabel = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${colors.muted};
`;
