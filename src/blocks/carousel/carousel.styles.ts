import { styled } from '@linaria/react';
import { colors, layout, media } from '../../ui/tokens.ts';
import { blockContainer, blockSpacing } from '../../ui/layout.styles.ts';
import { arrowButton } from '../../ui/controls.styles.ts';
import { sectionTitle } from '../../ui/typography.styles.ts';

export const Root = styled.section`
  ${blockContainer(blockSpacing.roomy)}

  /* A carousel of hero banners runs edge to edge like a single hero. */
  &[data-full-bleed='true'] {
    max-width: none;
    margin-top: 0;
    padding-inline: 0;
  }
`;

export const Title = styled.h2`
  ${sectionTitle}
  text-align: start;
`;

export const Viewport = styled.div`
  overflow: hidden;
  touch-action: pan-y;
`;

/** Slides in a row; the component moves the row with a transform whose duration is the carousel's speed. */
export const Track = styled.div`
  display: flex;
  margin-inline: calc(var(--slide-gap) / -2);
  transition-property: transform;
  transition-timing-function: cubic-bezier(0.25, 0.6, 0.3, 1);
  will-change: transform;

  ${media.reducedMotion} {
    transition-duration: 0ms !important;
  }
`;

export const Slide = styled.div`
  flex: 0 0 calc(100% / var(--per-view));
  min-width: 0;
  padding-inline: calc(var(--slide-gap) / 2);

  /* Child blocks keep their look but sit flush in the slide. */
  & > [data-block] > [class] {
    max-width: none;
    margin-block: 0;
  }
  & > [data-block]:not([data-block='hero-banner']) > [class] {
    padding-inline: 0;
  }
`;

export const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  margin-top: 20px;

  [data-full-bleed='true'] > & {
    padding-inline: ${layout.gutter};
  }
`;

export const Dots = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 2px;
  margin-inline-start: -8px;
`;

export const Dot = styled.button`
  display: grid;
  place-items: center;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;

  &::before {
    content: '';
    width: 7px;
    height: 7px;
    border: 1px solid ${colors.ink};
    border-radius: 50%;
    transition:
      background-color 200ms ease,
      transform 200ms ease;
  }
  &[aria-current='true']::before {
    background: ${colors.ink};
    transform: scale(1.15);
  }
  &:hover::before {
    background: ${colors.muted};
  }
  ${media.reducedMotion} {
    &::before {
      transition: none;
    }
  }
`;

export const Arrows = styled.div`
  display: flex;
  gap: 8px;
  margin-inline-start: auto;
`;

export const Arrow = styled.button`
  ${arrowButton}

  &:hover {
    border-color: ${colors.ink};
    background: ${colors.ink};
    color: ${colors.surface};
  }
`;
