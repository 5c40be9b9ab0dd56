import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { blockStoryMeta, fixtureStories } from '../../../.storybook/fixture-blocks.ts';
import { Carousel, type CarouselContent } from './carousel.tsx';

/** Next shows the second slide and marks its dot; Previous twice wraps round to the last position. */
const next: StoryObj<typeof Carousel>['play'] = async ({ canvasElement }) => {
  const slides = () => [...canvasElement.querySelectorAll('[aria-roledescription="slide"]')];
  const firstVisible = () => slides().findIndex((slide) => slide.getAttribute('aria-hidden') === 'false');
  await expect(canvasElement.querySelector('[aria-roledescription="carousel"]')).not.toBeNull();
  await expect(firstVisible()).toBe(0);
  // Dots, then Previous and Next: the buttons that control the track.
  const buttons = [...canvasElement.querySelectorAll<HTMLButtonElement>('button[aria-controls]')];
  if (buttons.length === 0) return; // every slide is in view
  const [previous, nextButton] = buttons.slice(-2) as [HTMLButtonElement, HTMLButtonElement];
  const dots = buttons.slice(0, -2);
  await userEvent.click(nextButton);
  await expect(firstVisible()).toBe(1);
  await expect(dots[1]).toHaveAttribute('aria-current', 'true');
  await userEvent.click(previous);
  await userEvent.click(previous);
  await expect(dots.at(-1)).toHaveAttribute('aria-current', 'true');
};

/** `carousel` with its args taken from the content fixtures. */
const meta = {
  title: 'Blocks/Carousel',
  component: Carousel,
  ...blockStoryMeta,
  play: next,
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = fixtureStories<CarouselContent>('carousel');

export const Default: Story = stories.Default;

export const Arabic: Story = stories.Arabic;

export const Japanese: Story = stories.Japanese;
