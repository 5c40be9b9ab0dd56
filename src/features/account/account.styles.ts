import { styled } from '@linaria/react';
import { quietButtonLook } from '../../forms/form.styles.ts';
import { colors } from '../../ui/index.ts';

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

/** The marketing choices of the create-account form: a consent box and the interests under it. */
export const Choices = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 0;
  padding: 0;
  border: 0;
  & legend {
    margin-block-end: 8px;
    font-size: 13px;
    font-weight: 600;
  }
  & label {
    display: flex;
    gap: 10px;
    align-items: center;
    min-height: 44px;
    font-size: 14px;
  }
  & input {
    width: 20px;
    height: 20px;
    accent-color: ${colors.ink};
  }
`;
