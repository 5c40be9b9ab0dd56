import { css } from '@linaria/core';
import { useT } from '../../../i18n/index.ts';
import { colors, media } from '../../../ui/index.ts';
import { usePrefersReducedMotion } from '../../../ui/use-media-query.ts';
import { useScrollPast } from '../../../ui/hooks/use-scroll-past.ts';
import { ArrowUpIcon } from '../../../ui/icons.tsx';
import { shellIds } from '../shell-constants.ts';

const button = css`
  position: fixed;
  inset-block-end: 20px;
  inset-inline-end: 20px;
  z-index: 90;
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  padding: 0;
  border: 1px solid ${colors.line};
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.94);
  color: ${colors.ink};
  box-shadow: 0 6px 20px -10px rgba(26, 26, 26, 0.4);
  cursor: pointer;
  transition:
    opacity 200ms ease,
    transform 200ms ease,
    visibility 200ms;
  /* visibility: hidden also takes it out of the tab order and the accessibility tree. */
  &[data-visible='false'] {
    opacity: 0;
    visibility: hidden;
    transform: translateY(8px);
  }
  &:hover {
    background: ${colors.ink};
    color: ${colors.surface};
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

/**
 * "Back to top": appears once the shopper has scrolled one viewport height, scrolls to the top (smoothly unless
 * reduced motion is asked for) and puts focus at the start of the main content.
 */
export function ScrollUpButton() {
  const t = useT();
  const visible = useScrollPast(() => window.innerHeight);
  const reducedMotion = usePrefersReducedMotion();
  const scrollUp = () => {
    window.scrollTo({ top: 0, behavior: reducedMotion ? 'instant' : 'smooth' });
    document.getElementById(shellIds.main)?.focus({ preventScroll: true });
  };
  return (
    <button
      type="button"
      className={button}
      data-visible={visible}
      onClick={scrollUp}
      aria-label={t('WEB.SHELL.BACK_TO_TOP')}
    >
      <ArrowUpIcon />
    </button>
  );
}
