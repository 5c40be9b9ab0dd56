import type { FromSchema } from 'json-schema-to-ts';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import type { accordionSchema } from '../../../schemas/content/blocks/accordion.schema.ts';
import { useLocalize } from '../../i18n/index.ts';
import { RenderBlocks, type BlockProps } from '../../renderer/index.ts';
import { Heading, Icon, Item, Items, Region, Root, Title, Trigger } from './accordion.styles.ts';

/** An accordion block as its schema allows it. */
export type AccordionContent = FromSchema<typeof accordionSchema>;

/** The items open at first: those marked `open`, or only the first of them when one item may be open at a time. */
function initiallyOpen(block: AccordionContent): ReadonlySet<number> {
  const open = block.items.flatMap((item, index) => (item.open ? [index] : []));
  return new Set(block.allowMultiple ? open : open.slice(0, 1));
}

/**
 * Collapsible sections of blocks (FAQ, delivery details): each heading is a button with aria-expanded and
 * aria-controls; a closed section's blocks are not rendered. One open at a time unless `allowMultiple`.
 */
export const Accordion = observer(function Accordion({ block, pointer }: BlockProps<AccordionContent>) {
  const localize = useLocalize();
  const [open, setOpen] = useState(() => initiallyOpen(block));
  const baseId = useId();
  const title = localize(block.title);

  const toggle = (index: number) =>
    setOpen((current) => {
      if (current.has(index)) return new Set([...current].filter((i) => i !== index));
      return new Set(block.allowMultiple ? [...current, index] : [index]);
    });

  const HeadingLevel = title ? 'h3' : 'h2';
  return (
    <Root>
      {title && <Title>{title}</Title>}
      <Items>
        {block.items.map((item, index) => {
          const expanded = open.has(index);
          return (
            <Item key={index}>
              <Heading as={HeadingLevel}>
                <Trigger
                  type="button"
                  id={`${baseId}-heading-${index}`}
                  aria-expanded={expanded}
                  aria-controls={`${baseId}-panel-${index}`}
                  onClick={() => toggle(index)}
                >
                  <span>{localize(item.heading)}</span>
                  <Icon aria-hidden="true" />
                </Trigger>
              </Heading>
              <Region
                id={`${baseId}-panel-${index}`}
                role="region"
                aria-labelledby={`${baseId}-heading-${index}`}
                hidden={!expanded}
              >
                {expanded && (
                  <RenderBlocks blocks={item.blocks} pointer={`${pointer}/items/${index}/blocks`} />
                )}
              </Region>
            </Item>
          );
        })}
      </Items>
    </Root>
  );
});
