import { focusableIn } from '../../../ui/hooks/focusable.ts';

/** DOM lookups shared by the mega menu's keyboard handling; the markup marks its parts with data attributes. */
export const menuDom = {
  items: (nav: HTMLElement | null) => Array.from(nav?.querySelectorAll<HTMLElement>('[data-nav-key]') ?? []),
  item: (nav: HTMLElement | null, key: string) =>
    Array.from(nav?.querySelectorAll<HTMLElement>('[data-nav-key]') ?? []).find(
      (li) => li.dataset.navKey === key,
    ),
  topLink: (item: HTMLElement | undefined) => item?.querySelector<HTMLElement>('[data-top-link]') ?? null,
  toggle: (item: HTMLElement | undefined) => item?.querySelector<HTMLElement>('[data-top-toggle]') ?? null,
  panel: (item: HTMLElement | undefined) => item?.querySelector<HTMLElement>('[data-panel]') ?? null,
  panelLinks: (item: HTMLElement | undefined) =>
    focusableIn(item?.querySelector<HTMLElement>('[data-panel]') ?? null),
};
