import { styled } from '@linaria/react';
import { inputLook } from '../../forms/form.styles.ts';
import { colors } from '../../ui/index.ts';

/** The size menu as a dropdown: a full-width field like the forms' selects, the chevron on the inline end. */
export const SizeSelect = styled.select`
  width: 100%;
  ${inputLook}
  font-size: 15px;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 1px;
  }
  fieldset[data-flagged] & {
    border-color: ${colors.sale};
    box-shadow: inset 0 0 0 1px ${colors.sale};
  }
`;
