import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { blockRegistry } from '../../src/blocks/registry.ts';
import { storySiteOf, storySites } from '../fixture-blocks.ts';
import { BlockReference } from './block-reference.tsx';

/** Every registered block type, in the registry's order: the one list a new block joins. */
const types = Object.keys(blockRegistry);

/**
 * A reference page per block type, generated from its schema and the fixtures: fields, types, what is required,
 * limits and real examples. Nothing here names a block: a newly registered block has its page at once.
 */
const meta = {
  title: 'Editors/Block reference',
  parameters: { layout: 'fullscreen' },
  argTypes: { type: { control: 'select', options: types } },
  args: { type: types[0]! },
  render: ({ type }, context) => {
    const { siteId, language } = storySites[storySiteOf(context)];
    return <BlockReference types={types} type={type} folder={`${siteId}/data/${language}`} />;
  },
} satisfies Meta<{ type: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reference: Story = {};

/** The hero banner's page lists its required fields, nested ones included, and an example from the fixtures. */
export const HeroBanner: Story = {
  args: { type: 'hero-banner' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Fields of hero-banner' });
    const required = [...table.querySelectorAll('tbody tr')]
      .filter((row) => within(row as HTMLElement).queryByText('required'))
      .map((row) => row.getAttribute('data-field'));
    await expect(required).toEqual([
      'type',
      'title',
      'image',
      'image.src',
      'image.alt',
      'ctas[].label',
      'ctas[].href',
    ]);
    const title = table.querySelector('[data-field="title"]') as HTMLElement;
    await expect(title).toHaveTextContent('text, or one text per language');
    // The toolbar's site (the United Kingdom) leads, open.
    const first = canvasElement.querySelector('details');
    await expect(first).toHaveAttribute('open');
    await expect(first?.querySelector('summary')).toHaveTextContent(
      /^uk\/data\/en\/pages\/home\.json#\/blocks\/0$/,
    );

    await userEvent.click(canvas.getByRole('button', { name: 'tabs' }));
    await expect(await canvas.findByRole('table', { name: 'Fields of tabs' })).toBeVisible();
  },
};
