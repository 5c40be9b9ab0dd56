import { styled } from '@linaria/react';
import { colors, radius } from '../../../ui/index.ts';
import { field, fieldLine, smallCaps, textButton } from './listing.styles.ts';

const check = `url("data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="m3.5 8.5 3 3 6-7" fill="none" stroke="#fff" stroke-width="1.6"/></svg>',
)}")`;

/**
 * Columns shrink to fit: a layout asks for at most `--filter-columns`, each at least `--cell-min` wide, so the same
 * filter shows three columns in a wide dropdown and fewer in the sidebar or the phone drawer.
 */
const fitColumns = (gap: string) =>
  `repeat(auto-fill, minmax(max(var(--cell-min), calc((100% - (var(--filter-columns, 3) - 1) * ${gap}) / var(--filter-columns, 3))), 1fr))`;

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  & ul[data-layout='grid'] {
    display: grid;
    grid-template-columns: ${fitColumns('8px')};
  }
  & ul[data-layout='columns'] {
    display: block;
    columns: 7.5rem var(--filter-columns, 3);
    column-gap: 16px;
  }
  & ul[data-layout='columns'] > li {
    break-inside: avoid;
  }
  & ul[data-layout='list'] {
    display: flex;
    flex-direction: column;
  }
`;

/** The option groups; category columns set them side by side, as many as fit up to the filter's columns. */
export const Groups = styled.div`
  &[data-layout='categoryColumns'] {
    --cell-min: 8rem;
    display: grid;
    grid-template-columns: ${fitColumns('16px')};
    column-gap: 16px;
  }
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
  --cell-min: 44px;
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
  --cell-min: max(72px, calc(var(--swatch-size, 28px) + 16px));
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
  /* In a list or in columns a swatch sits before its name, as a checkbox would. */
  &:is([data-layout='list'], [data-layout='columns']) button {
    flex-direction: row;
    gap: 12px;
    font-size: 14px;
    text-align: start;
  }
  & [data-swatch] {
    flex: none;
    width: var(--swatch-size, 28px);
    height: var(--swatch-size, 28px);
    border-radius: 50%;
    background-size: cover;
    box-shadow:
      inset 0 0 0 1px rgb(0 0 0 / 0.18),
      0 0 0 3px ${colors.surface};
  }
  & button:hover > [data-swatch] {
    box-shadow:
      inset 0 0 0 1px rgb(0 0 0 / 0.18),
      0 0 0 3px ${colors.surface},
      0 0 0 4px ${colors.muted};
  }
  & button[aria-pressed='true'] > [data-swatch] {
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
