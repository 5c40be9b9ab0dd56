import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixturePage, storySiteOf } from '../fixture-blocks.ts';
import { PagePlayground } from './page-playground.tsx';

interface PlaygroundArgs {
  /** A page's name (`home`, `winter-sale`), `header`, `footer` or a block type. */
  start?: string;
  /** A draft to open instead of the file's text. */
  text?: string;
}

/**
 * Paste or edit a page (or a header, a footer, one block) as JSON: every problem is listed by its JSON pointer as you
 * type and the page renders beside it, broken blocks in place. The toolbar's site picks the files, the language and
 * the direction.
 */
const meta = {
  title: 'Editors/Page playground',
  parameters: { layout: 'fullscreen' },
  argTypes: {
    start: { control: 'text' },
    text: { control: false },
  },
  render: ({ start, text }, context) => {
    const site = storySiteOf(context);
    return <PagePlayground key={`${site}:${start}`} site={site} start={start} text={text} />;
  },
} satisfies Meta<PlaygroundArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const homeBlocks = fixturePage('uk')?.blocks ?? [];

/** The homepage as it is: valid, every block rendered. */
export const Homepage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Valid/)).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-pointer^="/blocks/"]').length).toBeGreaterThanOrEqual(
        homeBlocks.length,
      ),
    );
    await expect(canvasElement.querySelector('[data-broken-block]')).toBeNull();
  },
};

/** An editor types a value the hero's schema does not allow: its pointer is listed and the rest still renders. */
export const InvalidField: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/^Valid/);
    const draft = canvas.getByLabelText(/^JSON of/) as HTMLTextAreaElement;
    const at = draft.value.indexOf('"tall"');
    await userEvent.type(draft, '"huge"', { initialSelectionStart: at, initialSelectionEnd: at + 6 });

    const problems = within(await canvas.findByRole('list', { name: 'Problems' }));
    const problem = problems.getByRole('button', { name: /\/blocks\/0\/height/ });
    await expect(problem).toHaveTextContent(/must be equal to one of the allowed values/);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 problem.');

    const broken = canvasElement.querySelector('[data-broken-block="/blocks/0"]');
    await expect(broken).toBeVisible();
    await expect(broken).toHaveTextContent('uk/data/en/pages/home.json#/blocks/0');
    for (let index = 1; index < homeBlocks.length; index += 1)
      await expect(canvasElement.querySelector(`[data-pointer="/blocks/${index}"]`)).not.toBeNull();

    await userEvent.click(problem);
    await expect(draft).toHaveFocus();
    await expect(draft.value.slice(draft.selectionStart, draft.selectionEnd)).toBe('"huge"');
  },
};

/** A block inside a tab gets a type nobody knows: its pointer walks into the tab and the tabs still render. */
export const InvalidNestedBlock: Story = {
  args: { start: 'tabs' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/^Valid \(checked as one block\)/);
    const draft = canvas.getByLabelText(/^JSON of one tabs block/) as HTMLTextAreaElement;
    const start = draft.value.indexOf('"type": ', draft.value.indexOf('"blocks"')) + '"type": '.length;
    const end = draft.value.indexOf('"', start + 1) + 1;
    await userEvent.type(draft, '"mystery"', { initialSelectionStart: start, initialSelectionEnd: end });
    const problems = within(await canvas.findByRole('list', { name: 'Problems' }));
    await expect(problems.getByRole('button')).toHaveTextContent(
      '/tabs/0/blocks/0Unknown block type "mystery"',
    );
    await expect(canvasElement.querySelector('[data-pointer=""][data-block="tabs"]')).not.toBeNull();
    await expect(canvasElement.querySelector('[data-broken-block="/tabs/0/blocks/0"]')).toBeVisible();
  },
};

/** A field that is neither a text nor a text per language breaks three rules at one place: one entry lists them. */
export const OneEntryPerPlace: Story = {
  args: { start: 'text-banner', text: '{ "type": "text-banner", "text": 42 }' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('1 problem (checked as one block).');
    await expect(canvas.getByRole('button', { name: /^\/text/ })).toHaveTextContent(
      'must be string; must be object; must match a schema in anyOf',
    );
    await expect(canvasElement.querySelector('[data-broken-block=""]')).toBeVisible();
  },
};

/** A missing comma: the JSON error is shown by line and column and the last valid page stays in view. */
export const BrokenJson: Story = {
  args: {
    text: '{\n  "title": "Draft"\n  "blocks": []\n}\n',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Not valid JSON: line 3, column 3.');
    await expect(canvas.getByRole('button', { name: /line 3, column 3/ })).toHaveTextContent(
      'Expected "," or "}"',
    );
  },
};

/** The toolbar's site chooses Arabic: the document reads right to left and the UAE's Arabic homepage is the start. */
export const ArabicSite: Story = {
  globals: { site: 'ae-ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/^Valid/);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(document.documentElement).toHaveAttribute('lang', 'ar');
    await expect(canvas.getByLabelText(/^JSON of/)).toHaveAccessibleName(
      'JSON of ae/data/ar/pages/home.json',
    );
    await expect(canvas.getByRole('region', { name: 'Preview' }).querySelector('[dir]')).toHaveAttribute(
      'dir',
      'rtl',
    );
  },
};
