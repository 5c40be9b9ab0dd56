import type { FromSchema } from 'json-schema-to-ts';
import { observer } from 'mobx-react-lite';
import { useId, useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { tabsSchema } from '../../../schemas/content/blocks/tabs.schema.ts';
import { useLocalize } from '../../i18n/index.ts';
import { RenderBlocks, type BlockProps } from '../../renderer/index.ts';
import { useStores } from '../../kernel/stores/index.ts';
import { Panel, Root, Tab, TabList } from './tabs.styles.ts';

/** A tabs block as its schema allows it. */
export type TabsContent = FromSchema<typeof tabsSchema>;

/**
 * Which tab the URL asks for: the parameter must appear once and match a label
 * case-insensitively; anything else shows the first tab.
 */
export function activeTabIndex(values: readonly string[], labels: readonly string[]): number {
  if (values.length !== 1) return 0;
  const wanted = (values[0] as string).toLowerCase();
  const index = labels.findIndex((label) => label.toLowerCase() === wanted);
  return index < 0 ? 0 : index;
}

/**
 * Tabs whose panels are block lists, following the WAI-ARIA tabs pattern (roving tabindex, arrow keys mirrored in
 * RTL, Home/End). The active tab lives in the URL: the first tab removes the parameter, the others set it to their
 * lowercase label, replacing the history entry rather than adding one.
 */
export const Tabs = observer(function Tabs({ block, pointer }: BlockProps<TabsContent>) {
  const localize = useLocalize();
  const { site } = useStores();
  const [searchParams, setSearchParams] = useSearchParams();
  const param = block.param ?? 'tab';
  const labels = block.tabs.map((tab) => localize(tab.label));
  const active = activeTabIndex(searchParams.getAll(param), labels);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (index === 0) next.delete(param);
        else next.set(param, (labels[index] as string).toLowerCase());
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = site.direction === 'rtl' ? -1 : 1;
    const moves: Record<string, number> = {
      ArrowRight: active + step,
      ArrowLeft: active - step,
      Home: 0,
      End: labels.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const index = (target + labels.length) % labels.length;
    select(index);
    tabRefs.current[index]?.focus();
  };

  return (
    <Root>
      <TabList role="tablist" aria-orientation="horizontal" onKeyDown={onKeyDown}>
        {labels.map((label, index) => (
          <Tab
            key={`${label}-${index}`}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === active}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => select(index)}
          >
            {label}
          </Tab>
        ))}
      </TabList>
      {block.tabs.map((tab, index) => (
        <Panel
          key={`${labels[index]}-${index}`}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={index !== active}
          tabIndex={0}
        >
          {index === active && (
            <RenderBlocks blocks={tab.blocks} pointer={`${pointer}/tabs/${index}/blocks`} />
          )}
        </Panel>
      ))}
    </Root>
  );
});
