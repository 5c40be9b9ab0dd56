import { styled } from '@linaria/react';
import { colors, media } from '../../ui/tokens.ts';
import { pageColumn } from '../../ui/layout.styles.ts';

export const Root = styled.div`
  margin-block: clamp(32px, 6vw, 72px);
`;

/** The row of tabs scrolls sideways on phones and centres itself on wider screens. */
export const TabList = styled.div`
  display: flex;
  justify-content: safe center;
  gap: clamp(8px, 2vw, 28px);
  ${pageColumn}
  overflow-x: auto;
  scrollbar-width: none;
  border-bottom: 1px solid ${colors.line};

  &::-webkit-scrollbar {
    display: none;
  }
`;

export const Tab = styled.button`
  position: relative;
  flex: none;
  min-height: 48px;
  padding: 12px 10px;
  border: 0;
  background: none;
  color: ${colors.muted};
  font-size: 13px;
  font-weight: 600;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  white-space: nowrap;
  cursor: pointer;
  transition: color 200ms ease;

  &:lang(ar),
  &:lang(ja) {
    letter-spacing: 0;
    font-size: 15px;
  }
  &::after {
    content: '';
    position: absolute;
    inset-inline: 10px;
    inset-block-end: -1px;
    height: 2px;
    background: ${colors.ink};
    transform: scaleX(0);
    transition: transform 250ms ease;
  }
  &:hover {
    color: ${colors.ink};
  }
  &[aria-selected='true'] {
    color: ${colors.ink};
  }
  &[aria-selected='true']::after {
    transform: scaleX(1);
  }
  /* Inside the ring: the row scrolls sideways and would clip an outer one. */
  &:focus-visible {
    outline-offset: -3px;
  }
  ${media.reducedMotion} {
    &,
    &::after {
      transition: none;
    }
  }
`;

export const Panel = styled.div`
  /* The first block of a panel starts close under the tabs, whatever its own outer spacing. */
  & > [data-block]:first-child > [class] {
    margin-top: clamp(24px, 4vw, 40px);
  }

  &:focus-visible {
    outline-offset: -3px;
  }
`;
