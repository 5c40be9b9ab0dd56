import { styled } from '@linaria/react';
import { colors } from './tokens.ts';

/**
 * A list of notices about the shopper's bag or order, each a bar on the inline-start edge with its dismiss button;
 * `data-type="error"` items in the error colour, the others muted.
 */
export const NoticeList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  & li {
    display: flex;
    gap: 12px;
    align-items: flex-start;
    justify-content: space-between;
    padding: 10px 12px;
    border-inline-start: 3px solid ${colors.muted};
    background: ${colors.canvas};
    font-size: 14px;
  }
  & li[data-type='error'] {
    border-inline-start-color: ${colors.sale};
    background: #fbeeed;
  }
  & button {
    flex: 0 0 auto;
    min-width: 32px;
    min-height: 32px;
    border: 0;
    background: none;
    cursor: pointer;
  }
`;
