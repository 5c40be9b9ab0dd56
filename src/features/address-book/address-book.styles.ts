import { styled } from '@linaria/react';
import { quietButtonLook } from '../../forms/form.styles.ts';
import { colors, radius } from '../../ui/index.ts';

/** The saved addresses of one type, one card under the other. */
export const CardList = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One saved address: its lines, a default badge, and what can be done with it. */
export const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${colors.line};
  border-radius: ${radius.s};
  & p {
    margin: 0;
  }
`;

export const Badge = styled.p`
  align-self: flex-start;
  padding: 2px 8px;
  border-radius: ${radius.s};
  background: ${colors.ink};
  color: ${colors.accentInk};
  font-size: 12px;
  font-weight: 600;
`;

/** The card's actions in a row that wraps, starting at the inline start (mirrored in right-to-left). */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  & button {
    ${quietButtonLook}
  }
`;
