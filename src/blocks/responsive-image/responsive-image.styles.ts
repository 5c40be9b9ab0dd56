import { styled } from '@linaria/react';
import { colors, layout } from '../../ui/tokens.ts';

export const Root = styled.figure`
  max-width: ${layout.maxWidth};
  margin: clamp(32px, 6vw, 72px) auto;
  padding-inline: ${layout.gutter};

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

export const Media = styled.picture`
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
