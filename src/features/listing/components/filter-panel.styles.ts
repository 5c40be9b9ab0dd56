import { styled } from '@linaria/react';
import { colors, fonts, radius } from '../../../ui/index.ts';
import { filterToggleParts, primaryButton, textButton } from './listing.styles.ts';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100%;

  &[data-mode='pending'] {
    padding-inline: 20px;
  }
`;

export const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  min-height: 44px;
  border-block-end: 1px solid ${colors.ink};

  & h2 {
    margin: 0;
    font-family: ${fonts.display};
    font-size: 20px;
    font-weight: 400;
  }
`;

export const ClearAll = styled.button`
  ${textButton}
  font-size: 13px;
`;

export const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 16px 0;
  list-style: none;
  border-block-end: 1px solid ${colors.line};

  & button {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 36px;
    padding-block: 0;
    padding-inline: 12px 8px;
    border: 1px solid ${colors.line};
    border-radius: ${radius.pill};
    background: ${colors.canvas};
    color: ${colors.ink};
    font-size: 13px;
    cursor: pointer;
  }
  & button:hover {
    border-color: ${colors.ink};
  }
  /* A 44 px target round a 36 px chip. */
  & button {
    position: relative;
  }
  & button::after {
    content: '';
    position: absolute;
    inset: -4px 0;
  }
`;

export const Section = styled.div`
  border-block-end: 1px solid ${colors.line};

  & h3 {
    margin: 0;
  }
`;

export const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: 8px;
  width: 100%;
  min-height: 56px;
  padding: 0;
  border: 0;
  background: none;
  color: ${colors.ink};
  text-align: start;
  cursor: pointer;

  ${filterToggleParts}
  & svg {
    margin-inline-start: auto;
  }
`;

export const Body = styled.div`
  padding-block-end: 20px;
`;

/** Pending mode: Clear all and Apply stay at the bottom of the drawer while the filters scroll. */
export const ApplyBar = styled.div`
  position: sticky;
  inset-block-end: 0;
  display: flex;
  align-items: center;
  gap: 16px;
  margin-block-start: auto;
  margin-inline: -20px;
  padding: 16px 20px;
  border-block-start: 1px solid ${colors.line};
  background: ${colors.surface};

  & > button:last-child {
    ${primaryButton}
    flex: 1;
  }
`;
