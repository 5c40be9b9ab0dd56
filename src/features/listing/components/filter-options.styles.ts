import { styled } from '@linaria/react';
import { colors, radius } from '../../../ui/index.ts';
import { field, fieldLine, smallCaps, textButton } from './listing.styles.ts';

const check = `url("data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="m3.5 8.5 3 3 6-7" fill="none" stroke="#fff" stroke-width="1.6"/></svg>',
)}")`;

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

export const Search = styled.input`
  ${field}
  min-height: 40px;
  font-size: 14px;
  margin-block-end: 4px;
`;

export const GroupHeading = styled.p`
  margin: 12px 0 2px;
  color: ${colors.inkSoft};
  ${smallCaps}
  font-size: 11px;
`;

/** Checkbox rows: 44 px tall, a square box in one thin line, the count at the inline end. */
export const TickList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  & label {
    display: flex;
    align-items: center;
    gap: 12px;
    min-height: 44px;
    font-size: 14px;
    cursor: pointer;
  }
  & input {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 0;
    border: 1px solid ${fieldLine};
    border-radius: 0;
    background: ${colors.surface};
    appearance: none;
    cursor: pointer;
  }
  & input:checked {
    border-color: ${colors.ink};
    background: ${colors.ink} ${check} center / 14px no-repeat;
  }
  & label:hover input {
    border-color: ${colors.ink};
  }
`;

export const Count = styled.span`
  margin-inline-start: auto;
  color: ${colors.muted};
  font-size: 12px;
  font-variant-numeric: tabular-nums;
`;

/** Selectable boxes (sizes): a grid of outlined 44 px buttons, filled when chosen. */
export const Boxes = styled.ul`
  display: grid;
  grid-template-columns: repeat(var(--filter-columns, 4), minmax(0, 1fr));
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;

  & button {
    width: 100%;
    min-height: 44px;
    padding: 0 6px;
    border: 1px solid ${colors.line};
    border-radius: ${radius.s};
    background: ${colors.surface};
    color: ${colors.ink};
    font-size: 14px;
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  & button:hover {
    border-color: ${colors.ink};
  }
  & button[aria-pressed='true'] {
    border-color: ${colors.ink};
    background: ${colors.ink};
    color: ${colors.surface};
  }
`;

/** Colour swatches: a circle over its name, ringed when chosen. */
export const SwatchGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(72px, 1fr));
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;

  & button {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 6px;
    width: 100%;
    min-height: 44px;
    padding: 6px 2px;
    border: 0;
    background: none;
    color: ${colors.ink};
    font-size: 12px;
    line-height: 1.3;
    text-align: center;
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  & button > span:first-child {
    width: 28px;
    height: 28px;
    border-radius: 50%;
    background-size: cover;
    box-shadow:
      inset 0 0 0 1px rgb(0 0 0 / 0.18),
      0 0 0 3px ${colors.surface};
  }
  & button:hover > span:first-child {
    box-shadow:
      inset 0 0 0 1px rgb(0 0 0 / 0.18),
      0 0 0 3px ${colors.surface},
      0 0 0 4px ${colors.muted};
  }
  & button[aria-pressed='true'] > span:first-child {
    box-shadow:
      inset 0 0 0 1px rgb(0 0 0 / 0.18),
      0 0 0 3px ${colors.surface},
      0 0 0 4px ${colors.ink};
  }
  & button[aria-pressed='true'] {
    font-weight: 600;
  }
  & [data-count] {
    color: ${colors.muted};
    font-weight: 400;
  }
`;

export const More = styled.button`
  ${textButton}
  align-self: flex-start;
  font-size: 13px;
`;

export const Empty = styled.p`
  margin: 4px 0;
  color: ${colors.muted};
  font-size: 14px;
`;
