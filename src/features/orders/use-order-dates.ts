import { useMemo } from 'react';
import { useStores } from '../../kernel/stores/index.ts';

/** Dates of the order pages in the site's locale: the day alone, or the day and time of a timeline step. */
export function useOrderDates(): { date: (iso: string) => string; dateTime: (iso: string) => string } {
  const { site } = useStores();
  const locale = site.locale;
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
    const moment = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      date: (iso: string) => day.format(new Date(iso)),
      dateTime: (iso: string) => moment.format(new Date(iso)),
    };
  }, [locale]);
}
