import { styled } from '@linaria/react';
import { colors, fonts } from '../../ui/tokens.ts';
import { blockContainer, blockSpacing, measureWithGutters } from '../../ui/layout.styles.ts';

/** Editorial typography for sanitised HTML (the allow-list of `sanitizeHtml`). */
export const Root = styled.div`
  ${blockContainer(blockSpacing.regular, measureWithGutters('var(--measure)'))}
  color: ${colors.inkSoft};
  font-size: 1.0625rem;
  line-height: 1.7;
  text-align: start;
  overflow-wrap: break-word;

  &[data-width='narrow'] {
    --measure: 42rem;
  }
  &[data-width='wide'] {
    --measure: 62rem;
  }
  &[data-align='center'] {
    text-align: center;
  }

  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
  & p {
    margin: 0 0 1.1em;
    text-wrap: pretty;
  }
  & h2,
  & h3,
  & h4 {
    margin: 1.6em 0 0.6em;
    color: ${colors.ink};
    font-weight: 400;
    line-height: 1.2;
    text-wrap: balance;
  }
  & h2 {
    font-family: ${fonts.display};
    font-size: clamp(1.6rem, 1.3rem + 1.2vw, 2.25rem);
  }
  & h3 {
    font-family: ${fonts.display};
    font-size: 1.4rem;
  }
  & h4 {
    font-size: 13px;
    font-weight: 600;
    letter-spacing: 0.14em;
    text-transform: uppercase;
  }
  & a {
    color: ${colors.ink};
    text-decoration: underline;
    text-decoration-thickness: 1px;
    text-underline-offset: 3px;
  }
  & a:hover {
    text-decoration-thickness: 2px;
  }
  & strong,
  & b {
    color: ${colors.ink};
    font-weight: 600;
  }
  & ul,
  & ol {
    margin: 0 0 1.1em;
    padding-inline-start: 1.3em;
  }
  &[data-align='center'] ul,
  &[data-align='center'] ol {
    list-style-position: inside;
    padding-inline-start: 0;
  }
  & li + li {
    margin-top: 0.35em;
  }
  & blockquote {
    margin: 1.6em 0;
    padding-inline-start: 1.2em;
    border-inline-start: 2px solid ${colors.ink};
    color: ${colors.ink};
    font-family: ${fonts.display};
    font-size: 1.35rem;
    font-style: italic;
    line-height: 1.45;
  }
  &[data-align='center'] blockquote {
    padding-inline-start: 0;
    border-inline-start: 0;
  }
  & small {
    color: ${colors.muted};
    font-size: 0.8125rem;
  }
`;
