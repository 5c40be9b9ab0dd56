import { expect } from 'storybook/test';

/** The story's root (the preview decorator's wrapper) reads in `direction` and `language`, as the shop's page does. */
export async function expectStoryDirection(
  canvasElement: HTMLElement,
  direction: 'ltr' | 'rtl',
  language: string,
): Promise<void> {
  const root = canvasElement.querySelector('[dir]');
  await expect(root).toHaveAttribute('dir', direction);
  await expect(root).toHaveAttribute('lang', language);
}
