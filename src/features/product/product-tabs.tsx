import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Tabs } from './product-page.styles.ts';

export interface ProductTab {
  label: string;
  content: ReactNode;
}

/** The tab a `?tab=` value names (its label, any case); anything else is the first. */
export function tabIndexOf(tabs: readonly ProductTab[], value: string | null): number {
  if (!value) return 0;
  const index = tabs.findIndex((tab) => tab.label.toLowerCase() === value.toLowerCase());
  return index < 0 ? 0 : index;
}

/** The value `?tab=` takes for a tab: none for the first, the lower-case label for the others. */
export const tabParameter = (tabs: readonly ProductTab[], index: number): string | null =>
  index === 0 ? null : tabs[index]!.label.toLowerCase();

/**
 * Description, details and delivery as tabs (arrow keys, Home and End move between them, mirrored right to left).
 * The chosen one is in the URL, so a shared link opens on it.
 */
export function ProductTabs(props: {
  tabs: readonly ProductTab[];
  active: number;
  onChange: (index: number) => void;
  rtl: boolean;
}) {
  const { tabs, active } = props;
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const move = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    props.onChange(next);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const forward = props.rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = props.rtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) move(active + 1);
    else if (event.key === back) move(active - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(tabs.length - 1);
    else return;
    event.preventDefault();
  };
  return (
    <Tabs>
      <div role="tablist" ref={list} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.label}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === active}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => props.onChange(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.label}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== active}
          tabIndex={0}
        >
          {tab.content}
        </div>
      ))}
    </Tabs>
  );
}
