import { styled } from '@linaria/react';
import { colors, fonts, layout, media } from '../../ui/tokens.ts';
import { ctaLinkText, ctaLinkVariants, displayType } from '../../ui/typography.styles.ts';

/** A campaign band; `--cd-bg` and `--cd-fg` come from the content. */
export const Root = styled.section`
  margin-block: clamp(24px, 5vw, 56px);
  color: var(--cd-fg, ${colors.surface});
  background: var(--cd-bg, ${colors.ink});
`;

export const Inner = styled.div`
  display: grid;
  justify-items: center;
  gap: 20px;
  max-width: ${layout.maxWidth};
  margin-inline: auto;
  padding: clamp(28px, 5vw, 48px) ${layout.gutter};
  text-align: center;

  ${media.tabletMedium} {
    grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
    align-items: center;
    justify-items: stretch;
    gap: 40px;
    text-align: start;
  }
  ${media.tabletMedium} {
    &[data-cta='false'] {
      grid-template-columns: minmax(0, 1fr) auto;
    }
  }
`;

export const Copy = styled.div`
  display: grid;
  gap: 6px;
`;

export const Title = styled.h2`
  margin: 0;
  ${displayType('clamp(1.5rem, 1.2rem + 1.2vw, 2.25rem)', 1.15)}
  text-wrap: balance;
`;

export const Text = styled.p`
  margin: 0;
  font-size: 15px;
  line-height: 1.5;
  opacity: 0.88;
`;

export const Clock = styled.div`
  display: flex;
  justify-content: center;
  gap: clamp(10px, 2vw, 20px);
`;

export const Unit = styled.div`
  display: grid;
  justify-items: center;
  min-width: 56px;
  gap: 4px;
`;

export const Value = styled.span`
  font-family: ${fonts.display};
  font-size: clamp(2rem, 1.6rem + 1.6vw, 3rem);
  line-height: 1;
  font-variant-numeric: tabular-nums;
`;

export const Label = styled.span`
  font-size: 11px;
  font-weight: 600;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  opacity: 0.85;

  &:lang(ar),
  &:lang(ja) {
    letter-spacing: 0;
    font-size: 13px;
  }
`;

export const Action = styled.div`
  ${media.tabletMedium} {
    justify-self: end;
  }

  & a {
    display: inline-flex;
    align-items: center;
    min-height: 48px;
    padding: 12px 28px;
    border: 1px solid currentColor;
    color: inherit;
    ${ctaLinkText}
  }
  & a:hover {
    background: var(--cd-fg, ${colors.surface});
    color: var(--cd-bg, ${colors.ink});
  }
  ${ctaLinkVariants}
`;
