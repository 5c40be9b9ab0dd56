import type { FromSchema } from 'json-schema-to-ts';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type CSSProperties } from 'react';
import type { countdownBannerSchema } from '../../../schemas/content/blocks/countdown-banner.schema.ts';
import { numberFormat, useLocalize, useT } from '../../i18n/index.ts';
import { usePlural, type PluralKey } from '../../i18n/use-label.ts';
import { useViewReport, type BlockProps } from '../../renderer/index.ts';
import { SiteLink } from '../../sites/site-link.tsx';
import { MAX_TIMER_MS } from '../../kernel/browser/index.ts';
import { useStores } from '../../kernel/stores/index.ts';
import { isLight } from '../../ui/color.ts';
import { useIsClient } from '../../ui/hooks/use-is-client.ts';
import { colors } from '../../ui/tokens.ts';
import {
  Action,
  Clock,
  Copy,
  Inner,
  Label,
  Root,
  Text,
  Title,
  Unit,
  Value,
} from './countdown-banner.styles.ts';

/** A countdown banner as its schema allows it. */
export type CountdownBannerContent = FromSchema<typeof countdownBannerSchema>;

const SECOND = 1000;
const TWO_DIGITS = { minimumIntegerDigits: 2 };
/** Each unit's name is a plural key: "1 Hour", "2 Hours" (and Arabic's six forms). */
const UNITS: readonly { key: PluralKey; ms: number }[] = [
  { key: 'WEB.BLOCKS.DAYS', ms: 86_400_000 },
  { key: 'WEB.BLOCKS.HOURS', ms: 3_600_000 },
  { key: 'WEB.BLOCKS.MINUTES', ms: 60_000 },
  { key: 'WEB.BLOCKS.SECONDS', ms: SECOND },
];

/** Split a duration into whole days, hours, minutes and seconds. */
export function splitDuration(ms: number): number[] {
  let rest = Math.max(0, ms);
  return UNITS.map((unit) => {
    const value = Math.floor(rest / unit.ms);
    rest -= value * unit.ms;
    return value;
  });
}

/** The current time, ticking every second; `Date.now()` is the clock, so tests drive it with fake timers. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), SECOND);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Whether `end` has passed: one timer for the moment it does, not a render every second (an end further off than a
 * timer can wait is checked again when it fires).
 */
function useHasEnded(end: number): boolean {
  const [ended, setEnded] = useState(() => !(end - Date.now() > 0));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const remaining = end - Date.now();
      setEnded(!(remaining > 0));
      if (remaining > 0) timer = setTimeout(check, Math.min(remaining, MAX_TIMER_MS));
    };
    check();
    return () => clearTimeout(timer);
  }, [end]);
  return ended;
}

/**
 * A campaign band counting down to `end` in days, hours, minutes and seconds. The ticking digits are hidden from
 * screen readers (no live region announcing every second); a visually hidden sentence gives the same time. Once
 * `end` has passed the banner renders nothing. Only the clock renders every second: the band around it renders once.
 */
export const CountdownBanner = observer(function CountdownBanner({
  block,
}: BlockProps<CountdownBannerContent>) {
  const localize = useLocalize();
  const { site } = useStores();
  const title = localize(block.title);
  const ref = useViewReport<HTMLElement>({ type: block.type, id: block.id, name: title });
  const end = Date.parse(block.end);
  if (useHasEnded(end)) return null;

  const foreground =
    block.textColor ?? (block.backgroundColor && isLight(block.backgroundColor) ? colors.ink : undefined);
  const style = {
    ...(foreground ? { '--cd-fg': foreground } : {}),
    ...(block.backgroundColor ? { '--cd-bg': block.backgroundColor } : {}),
  } as CSSProperties;
  const ctaLabel = localize(block.ctaLabel);

  return (
    <Root ref={ref} style={style}>
      <Inner data-cta={String(Boolean(block.href && ctaLabel))}>
        <Copy>
          <Title>{title}</Title>
          {block.text && <Text>{localize(block.text)}</Text>}
        </Copy>
        <CountdownClock end={end} locale={site.locale} />
        {block.href && ctaLabel && (
          <Action>
            <SiteLink href={block.href}>{ctaLabel}</SiteLink>
          </Action>
        )}
      </Inner>
    </Root>
  );
});

/** The ticking part: the time left as digits with unit names, and the same as one sentence for screen readers. */
function CountdownClock({ end, locale }: { end: number; locale: string }) {
  const t = useT();
  const plural = usePlural();
  const now = useNow();
  const hydrated = useIsClient();
  // Intl formatters are costly to make: one kept for the locale, not one a second.
  const format = numberFormat(locale, TWO_DIGITS);
  const values = splitDuration(end - now);
  const names = UNITS.map((unit, i) => plural(unit.key, values[i] as number));
  const summary = `${t('WEB.BLOCKS.ENDS_IN')} ${names.map((name, i) => `${values[i]} ${name}`).join(', ')}`;
  return (
    <div>
      {/* The clock moves between the server's render and hydration: the browser's time wins. */}
      <span className="visually-hidden" suppressHydrationWarning>
        {summary}
      </span>
      <Clock aria-hidden="true" data-testid="countdown-clock">
        {UNITS.map((unit, i) => (
          <Unit key={unit.key}>
            <Value>
              <span suppressHydrationWarning>{format.format(values[i] as number)}</span>
            </Value>
            <Label>
              {/* The name's form ("1 Hour", "2 Hours") may differ between the server's clock and the browser's;
                  React keeps the server's text on hydrating, so the name is drawn afresh once hydrated. */}
              <span key={String(hydrated)} suppressHydrationWarning>
                {names[i]}
              </span>
            </Label>
          </Unit>
        ))}
      </Clock>
    </div>
  );
}
