import { styled } from '@linaria/react';
import { colors, media } from '../../ui/tokens.ts';
import { pageColumn } from '../../ui/layout.styles.ts';
import { displayType } from '../../ui/typography.styles.ts';

/** A band of colour; `--tb-bg` and `--tb-fg` come from the content. */
export const Root = styled.section`
  color: var(--tb-fg, ${colors.ink});
  background: var(--tb-bg, ${colors.sand});

  &[data-size='large'] {
    margin-block: clamp(32px, 6vw, 72px);
  }
`;

export const Inner = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  ${pageColumn}
  text-align: center;

  [data-size='small'] > & {
    flex-flow: row wrap;
    justify-content: center;
    column-gap: 12px;
    row-gap: 2px;
    padding-block: 11px;
    font-size: 13px;
    line-height: 1.45;
    letter-spacing: 0.02em;
  }
  [data-size='large'] > & {
    gap: 16px;
    padding-block: clamp(48px, 8vw, 104px);
  }
`;

export const Title = styled.h2`
  margin: 0;
  ${displayType('clamp(1.9rem, 1.4rem + 2.2vw, 3.25rem)', 1.1)}
  letter-spacing: -0.01em;
  text-wrap: balance;
`;

export const Strong = styled.strong`
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;

  &:lang(ar),
  &:lang(ja) {
    letter-spacing: 0;
  }
`;

export const Text = styled.p`
  margin: 0;
  text-wrap: pretty;

  [data-size='large'] & {
    max-width: 40rem;
    font-size: clamp(1rem, 0.95rem + 0.3vw, 1.125rem);
    line-height: 1.6;
  }
`;

export const Cta = styled.span`
  & a {
    color: inherit;
    font-weight: 600;
    text-decoration: underline;
    text-decoration-thickness: 1px;
    text-underline-offset: 4px;
  }
  & a:hover {
    text-decoration-thickness: 2px;
  }
  [data-size='large'] & a {
    display: inline-flex;
    align-items: center;
    min-height: 48px;
    margin-top: 8px;
    padding: 12px 28px;
    border: 1px solid currentColor;
    font-size: 12px;
    letter-spacing: 0.16em;
    text-transform: uppercase;
    text-decoration: none;
  }
  [data-size='large'] & a:lang(ar),
  [data-size='large'] & a:lang(ja) {
    letter-spacing: 0;
    font-size: 14px;
  }
  ${media.tabletSmall} {
    [data-size='small'] & a {
      margin-inline-start: 4px;
    }
  }
`;
