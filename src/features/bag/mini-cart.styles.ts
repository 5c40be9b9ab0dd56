import { styled } from '@linaria/react';
import { colors, radius } from '../../ui/index.ts';
import { ctaCaps } from '../../ui/typography.styles.ts';

export const MiniCartActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  & a,
  & button {
    display: grid;
    place-items: center;
    min-height: 48px;
    border-radius: ${radius.s};
    ${ctaCaps}
    text-decoration: none;
    cursor: pointer;
  }
  & a[data-primary] {
    background: ${colors.ink};
    color: ${colors.accentInk};
  }
  & button {
    border: 1px solid ${colors.ink};
    background: none;
    color: ${colors.ink};
  }
`;
