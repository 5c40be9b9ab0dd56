import { styled } from '@linaria/react';
import { colors, radius } from '../../../ui/index.ts';
import { filterToggleParts } from './listing.styles.ts';

export const Bar = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

export const BarList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const BarItem = styled.li`
  position: relative;
`;

export const BarToggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding-inline: 16px 12px;
  border: 1px solid ${colors.line};
  border-radius: ${radius.pill};
  background: ${colors.surface};
  color: ${colors.ink};
  cursor: pointer;
  ${filterToggleParts}
  &:hover,
  &[aria-expanded='true'] {
    border-color: ${colors.ink};
  }
`;

/** The open filter: under its button, at least as wide as its layout needs, never wider than the page. */
export const Panel = styled.div`
  position: absolute;
  z-index: 20;
  inset-block-start: calc(100% + 6px);
  inset-inline-start: 0;
  max-inline-size: calc(100vw - 32px);
  max-block-size: min(70vh, 560px);
  overflow-y: auto;
  padding: 20px;
  border: 1px solid ${colors.line};
  border-radius: ${radius.s};
  background: ${colors.surface};
  box-shadow: 0 12px 32px rgb(0 0 0 / 0.12);
  &[data-align='end'] {
    inset-inline-start: auto;
    inset-inline-end: 0;
  }
  &[hidden] {
    display: none;
  }
`;

/** The chosen filters as chips, with Clear all after them. */
export const Selection = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  & > ul {
    flex: 1;
    padding-block: 8px;
    border: 0;
  }
`;
