import { styled } from '@linaria/react';
import { colors, media } from '../../ui/tokens.ts';
import { blockContainer, blockSpacing, measureWithGutters } from '../../ui/layout.styles.ts';
import { displayType } from '../../ui/typography.styles.ts';

export const Root = styled.section`
  ${blockContainer(blockSpacing.regular, measureWithGutters('52rem'))}
`;

export const Title = styled.h2`
  margin: 0 0 24px;
  ${displayType('clamp(1.6rem, 1.3rem + 1.2vw, 2.25rem)', 1.2)}
  text-align: start;
`;

export const Items = styled.div`
  border-top: 1px solid ${colors.line};
`;

export const Item = styled.div`
  border-bottom: 1px solid ${colors.line};
`;

export const Heading = styled.h3`
  margin: 0;
  font-size: inherit;
  font-weight: inherit;
`;

/** The whole row is the button; a plus turns into a minus when open. */
export const Trigger = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 24px;
  width: 100%;
  min-height: 60px;
  padding: 18px 0;
  border: 0;
  background: none;
  color: ${colors.ink};
  font-size: 1.0625rem;
  line-height: 1.4;
  text-align: start;
  cursor: pointer;

  &:focus-visible {
    outline-offset: 2px;
  }
  & > span:first-child {
    text-decoration: underline;
    text-decoration-color: transparent;
    text-underline-offset: 4px;
    transition: text-decoration-color 200ms ease;
  }
  &:hover > span:first-child {
    text-decoration-color: currentColor;
  }
`;

export const Icon = styled.span`
  position: relative;
  flex: none;
  width: 14px;
  height: 14px;

  &::before,
  &::after {
    content: '';
    position: absolute;
    inset-block-start: 50%;
    inset-inline-start: 0;
    width: 14px;
    height: 1.5px;
    margin-top: -0.75px;
    background: currentColor;
    transition: transform 250ms ease;
  }
  &::after {
    transform: rotate(90deg);
  }
  [aria-expanded='true'] > &::after {
    transform: rotate(0deg);
  }
  ${media.reducedMotion} {
    &::before,
    &::after {
      transition: none;
    }
  }
`;

export const Region = styled.div`
  padding-bottom: 24px;
  color: ${colors.inkSoft};

  /* Child blocks keep their own look but sit flush inside the panel. */
  & > [data-block] > [class] {
    max-width: none;
    margin: 0;
    padding-inline: 0;
  }
  & > [data-block] + [data-block] > [class] {
    margin-top: 16px;
  }
`;
