import type { MeasurementUnit } from './rules/index.ts';
import { useStores } from '../../kernel/stores/index.ts';
import { useIsClient } from '../../ui/hooks/use-is-client.ts';

/**
 * The unit a size guide shows and the way to change it. The shopper's last choice is kept in their browser, so every
 * guide opens in it, now and on their next visit; before any choice, inches for those who think in them, else
 * centimetres. The server, and the browser while it hydrates the server's markup, show a first visit's unit. Read it
 * in an observer: a choice made in one guide shows in every guide on screen.
 */
export function useSizeUnit(preferInches: boolean): [MeasurementUnit, (unit: MeasurementUnit) => void] {
  const { memory } = useStores();
  const remembered = useIsClient() ? memory.sizeUnit() : null;
  return [remembered ?? (preferInches ? 'inches' : 'cm'), (unit) => memory.rememberSizeUnit(unit)];
}
