import { styled } from '@linaria/react';
import { Picture } from '../../ui/picture.tsx';
import { colors, layout } from '../../ui/tokens.ts';
import { blockContainer } from '../../ui/layout.styles.ts';

export const Root = styled.figure`
  ${blockContainer()}

  &[data-full-width='true'] {
    max-width: none;
    padding-inline: 0;
  }
  & a {
    display: block;
  }
  & a:focus-visible {
    outline-offset: 4px;
  }
`;

export const Media = styled(Picture)`
  display: block;
  background: ${colors.sand};

  & img {
    width: 100%;
    height: auto;
    object-fit: cover;
  }
`;

export const Caption = styled.figcaption`
  margin-top: 12px;
  color: ${colors.muted};
  font-size: 13px;
  line-height: 1.5;
  text-align: start;

  [data-full-width='true'] > & {
    padding-inline: ${layout.gutter};
  }
`;
