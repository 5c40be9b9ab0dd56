import { styled } from '@linaria/react';
import { colors, radius } from '../../ui/index.ts';
import { ctaCaps } from '../../ui/typography.styles.ts';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: min(420px, 100%);
  font-size: 15px;
  & p {
    margin: 0;
    line-height: 1.5;
  }
  & label {
    font-weight: 600;
    font-size: 14px;
  }
  & input[type='email'] {
    min-height: 48px;
    padding: 0 12px;
    border: 1px solid ${colors.line};
    border-radius: ${radius.s};
    font: inherit;
  }
  & input[aria-invalid='true'] {
    border-color: ${colors.sale};
  }
  & [data-error] {
    color: ${colors.sale};
    font-size: 14px;
  }
  & label[data-checkbox] {
    display: flex;
    gap: 10px;
    align-items: flex-start;
    font-weight: 400;
  }
  & label[data-checkbox] input {
    width: 20px;
    height: 20px;
    margin: 0;
  }
  & [data-actions] {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin-block-start: 4px;
  }
`;

const button = `
  min-height: 48px;
  padding: 0 24px;
  border-radius: ${radius.s};
  cursor: pointer;
  ${ctaCaps}
`;

export const Primary = styled.button`
  ${button}
  border: 0;
  background: ${colors.ink};
  color: ${colors.accentInk};
  &:disabled {
    background: ${colors.muted};
    cursor: progress;
  }
`;

export const Secondary = styled.button`
  ${button}
  border: 1px solid ${colors.ink};
  background: none;
  color: ${colors.ink};
`;
