import { styled } from '@linaria/react';
import { quietButtonLook } from '../../forms/form.styles.ts';

/** The links and quiet buttons under an account form (forgotten password, create an account, a new code). */
export const AccountLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  & a,
  & button {
    display: inline-flex;
    align-items: center;
    ${quietButtonLook}
  }
`;
