import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  blockStoryMeta,
  fixtureBlock,
  fixtureStories,
  type StorySite,
} from '../../../.storybook/fixture-blocks.ts';
import { CountdownBanner, type CountdownBannerContent } from './countdown-banner.tsx';

/** The fixture banner, ending a fixed time from now so the story never expires. */
function endingIn(site: StorySite, ms: number): CountdownBannerContent {
  const block = fixtureBlock<CountdownBannerContent>(site, 'countdown-banner')!;
  return block && { ...block, end: new Date(Date.now() + ms).toISOString() };
}
const THREE_DAYS = 3 * 86_400_000 + 5 * 3_600_000 + 42 * 60_000;

const ticking: StoryObj<typeof CountdownBanner>['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
  const clock = canvas.getByTestId('countdown-clock');
  await expect(clock).toHaveAttribute('aria-hidden', 'true');
  await expect(clock.children).toHaveLength(4);
  await expect(canvasElement.querySelector('.visually-hidden')?.textContent).toMatch(/\d/);
};

/** `countdown-banner` with its args taken from the content fixtures. */
const meta = {
  title: 'Blocks/Countdown banner',
  component: CountdownBanner,
  ...blockStoryMeta,
  play: ticking,
} satisfies Meta<typeof CountdownBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = fixtureStories<CountdownBannerContent>('countdown-banner', (site) =>
  endingIn(site, THREE_DAYS),
);

export const Default: Story = stories.Default;

/** After its end the banner renders nothing. */
export const Ended: Story = {
  args: { block: endingIn('uk', -1000) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block="countdown-banner"]')).toBeEmptyDOMElement();
  },
};

export const Arabic: Story = stories.Arabic;

export const Japanese: Story = stories.Japanese;
