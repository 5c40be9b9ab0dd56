import { styled } from '@linaria/react';
import { quietButtonLook } from '../../src/forms/index.ts';
import { colors, media } from '../../src/ui/index.ts';

/** The list of block types beside the chosen block's reference (above it on a phone). */
export const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px 32px;
  padding: 16px;
  font-size: 15px;
  line-height: 1.5;
  ${media.tabletMedium} {
    grid-template-columns: 200px minmax(0, 1fr);
    padding: 24px;
  }
  & nav ul {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 12px;
    margin: 0;
    padding: 0;
    list-style: none;
    ${media.tabletMedium} {
      flex-direction: column;
    }
  }
  & nav button {
    ${quietButtonLook}
    min-height: 36px;
    text-decoration: none;
  }
  & nav button[aria-current='page'] {
    font-weight: 700;
    text-decoration: underline;
  }
  & h2 {
    margin: 0 0 8px;
    font-size: 24px;
  }
  & h3 {
    margin: 24px 0 8px;
    font-size: 18px;
  }
  & pre {
    overflow: auto;
    max-height: 420px;
    margin: 8px 0 16px;
    padding: 12px;
    background: ${colors.canvas};
    font-size: 13px;
  }
  & summary {
    cursor: pointer;
    min-height: 32px;
    font-family: ui-monospace, monospace;
    font-size: 13px;
  }
`;

/** The fields table scrolls sideways on a phone instead of squeezing its columns. */
export const TableScroll = styled.div`
  overflow-x: auto;
`;

export const Table = styled.table`
  min-width: 640px;
  border-collapse: collapse;
  font-size: 14px;
  & caption {
    padding-block-end: 8px;
    text-align: start;
    font-weight: 600;
  }
  & th,
  & td {
    padding: 6px 10px;
    border-block-end: 1px solid ${colors.line};
    text-align: start;
    vertical-align: top;
  }
  & thead th {
    background: ${colors.canvas};
    white-space: nowrap;
  }
  & td[data-required='true'] {
    font-weight: 600;
  }
  & code {
    overflow-wrap: anywhere;
  }
  & th[scope='row'] code {
    white-space: nowrap;
  }
`;
