import { useEffect, useState } from 'react';
import { useLocalize, useT } from '../../../i18n/index.ts';
import { SiteLink } from '../../../sites/site-link.tsx';
import type { ShellContent } from '../../../kernel/stores/index.ts';
import { usePrefersReducedMotion } from '../../../ui/use-media-query.ts';
import { ChevronIcon } from '../../../ui/icons.tsx';
import { timing } from '../shell-constants.ts';
import * as styles from './promo-strip.styles.ts';

type PromoMessage = NonNullable<NonNullable<ShellContent['header']>['promoMessages']>[number];

interface Props {
  messages: readonly PromoMessage[];
  background?: string;
  color?: string;
}

/**
 * The thin promotion strip above the header. Several messages rotate every few seconds, pausing while hovered or
 * focused; with reduced motion they stay put. Previous and next buttons let anyone step through them.
 */
export function PromoStrip({ messages, background, color }: Props) {
  const t = useT();
  const localize = useLocalize();
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stepped, setStepped] = useState(false);
  const count = messages.length;
  const rotating = count > 1 && !hovered && !focused && !stepped && !reducedMotion;
  useEffect(() => {
    if (!rotating) return;
    const id = setInterval(() => setIndex((current) => (current + 1) % count), timing.promoRotate);
    return () => clearInterval(id);
  }, [rotating, count]);
  const step = (by: number) => {
    setStepped(true);
    setIndex((current) => (current + by + count) % count);
  };
  return (
    <div
      className={styles.strip}
      style={{ background, color }}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      {count > 1 ? (
        <button
          type="button"
          className={styles.arrow}
          onClick={() => step(-1)}
          aria-label={t('WEB.BLOCKS.PREVIOUS')}
        >
          <ChevronIcon size={14} />
        </button>
      ) : (
        <span />
      )}
      <div className={styles.messages} aria-live={rotating ? 'off' : 'polite'}>
        {messages.map((message, position) => {
          const text = localize(message.text);
          const active = position === index % count;
          return (
            <p key={position} className={styles.message} data-active={active} aria-hidden={!active}>
              {message.href ? (
                <SiteLink href={message.href} tabIndex={active ? undefined : -1}>
                  {text}
                </SiteLink>
              ) : (
                text
              )}
            </p>
          );
        })}
      </div>
      {count > 1 && (
        <button
          type="button"
          className={styles.arrow}
          onClick={() => step(1)}
          aria-label={t('WEB.BLOCKS.NEXT')}
          data-next=""
        >
          <ChevronIcon size={14} />
        </button>
      )}
    </div>
  );
}
