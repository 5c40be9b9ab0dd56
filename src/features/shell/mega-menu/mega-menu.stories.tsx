import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, within } from 'storybook/test';
import { expectStoryDirection } from '../../../../tests/helpers/story-direction.ts';
import { fixtureFile } from '../../../../tests/helpers/story-shell.ts';
import type { ShellContent } from '../../../kernel/stores/index.ts';
import { MegaMenu } from './mega-menu.tsx';

type NavMenu = NonNullable<ShellContent['navMenu']>;

/** The top items and one column's links of the menu the story shows, in the story's language. */
async function expectMenu(canvasElement: HTMLElement, top: string[], column: string) {
  const nav = canvasElement.querySelector('nav')!;
  const menu = within(nav);
  for (const label of top) await expect(menu.getAllByText(label).length).toBeGreaterThan(0);
  // The panels are built when focus or a pointer first reaches the menu.
  fireEvent.focusIn(nav);
  await expect((await menu.findAllByText(column)).length).toBeGreaterThan(0);
}

/**
 * The desktop mega menu (from 1025 px wide) with `data/navMenu.json` as a JSON control: hover, tap or use the arrow
 * keys to open a panel.
 */
const meta = {
  title: 'Shell/Mega menu',
  component: MegaMenu,
  argTypes: {
    items: { control: 'object' },
    maxItemsPerColumn: { control: { type: 'number', min: 1 } },
  },
  // As under the header: the panels open just below the bar, across the page's width.
  decorators: [
    (Story) => (
      <div style={{ minHeight: 560 }}>
        <div style={{ position: 'relative', borderBottom: '1px solid #e6e1d8' }}>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof MegaMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The United Kingdom site's menu (left to right). */
export const Default: Story = {
  args: { items: fixtureFile<NavMenu>('uk/data/navMenu.json').items, maxItemsPerColumn: 10 },
  play: async ({ canvasElement }) => {
    await expectMenu(canvasElement, ['New in', 'Women', 'Men'], 'Shoes & bags');
    await expectStoryDirection(canvasElement, 'ltr', 'en');
  },
};

/** The UAE site's menu in Arabic, mirrored right to left (arrow keys too). */
export const Arabic: Story = {
  args: { items: fixtureFile<NavMenu>('ae/data/navMenu.json').items, maxItemsPerColumn: 10 },
  parameters: { site: 'ae-ar' },
  play: async ({ canvasElement }) => {
    await expectMenu(canvasElement, ['وصل حديثاً', 'نساء', 'رجال'], 'أحذية وحقائب');
    await expectStoryDirection(canvasElement, 'rtl', 'ar');
  },
};
