import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureBlock } from '../../../.storybook/fixture-blocks.ts';
import { RenderBlocks } from '../../renderer/index.ts';
import { CountdownBanner, type CountdownBannerContent } from './countdown-banner.tsx';

/** `countdown-banner` with its args taken from the content fixtures. */
const meta = {
  title: 'Blocks/Countdown banner',
  component: CountdownBanner,
  render: ({ block, pointer }) => <RenderBlocks blocks={[block]} pointer={pointer} />,
  args: { pointer: '/blocks' },
} satisfies Meta<typeof CountdownBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fixture banner, ending a fixed time from now so the story never expires. */
function endingIn(site: 'uk' | 'ae-ar' | 'jp', ms: number): CountdownBannerContent {
  const block = fixtureBlock<CountdownBannerContent>(site, 'countdown-banner')!;
  return block && { ...block, end: new Date(Date.now() + ms).toISOString() };
}
const THREE_DAYS = 3 * 86_400_000 + 5 * 3_600_000 + 42 * 60_000;

const ticking: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
  const clock = canvas.getByTestId('countdown-clock');
  await expect(clock).toHaveAttribute('aria-hidden', 'true');
  await expect(clock.children).toHaveLength(4);
  await expect(canvasElement.querySelector('.visually-hidden')?.textContent).toMatch(/\d/);
};

export const Default: Story = { args: { block: endingIn('uk', THREE_DAYS) }, play: ticking };

/** After its end the banner renders nothing. */
export const Ended: Story = {
  args: { block: endingIn('uk', -1000) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block="countdown-banner"]')).toBeEmptyDOMElement();
  },
};

export const Arabic: Story = {
  args: { block: endingIn('ae-ar', THREE_DAYS) },
  parameters: { site: 'ae-ar' },
  play: ticking,
};

export const Japanese: Story = {
  args: { block: endingIn('jp', THREE_DAYS) },
  parameters: { site: 'jp' },
  play: ticking,
};
