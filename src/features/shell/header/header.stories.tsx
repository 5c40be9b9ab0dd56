import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storySites, type StorySite } from '../../../../.storybook/fixture-blocks.ts';
import { expectStoryDirection } from '../../../../tests/helpers/story-direction.ts';
import { fixtureFile, storyShell } from '../../../../tests/helpers/story-shell.ts';
import { useT } from '../../../i18n/index.ts';
import type { ShellContent } from '../../../kernel/stores/index.ts';
import { Header, type HeaderSearchBoxProps } from './header.tsx';

/** A plain search form where the app mounts its search box (a feature of its own). */
function StorySearchBox({ inputId }: HeaderSearchBoxProps) {
  const t = useT();
  return (
    <form role="search" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('WEB.SHELL.SEARCH')}
      </label>
      <input id={inputId} type="search" placeholder={t('WEB.SHELL.SEARCH_PLACEHOLDER')} />
    </form>
  );
}

interface HeaderStoryArgs {
  /** `data/header.json`: logo, promo messages and colours, utility links. */
  header: NonNullable<ShellContent['header']>;
  /** `data/navMenu.json`: the mega menu's items. */
  navMenu: NonNullable<ShellContent['navMenu']>;
  bagCount: number;
}

const siteOf = (parameters: { site?: StorySite }) => storySites[parameters.site ?? 'uk'];

/** The site header with its content files as JSON controls: edit header.json or navMenu.json and see it here. */
const meta = {
  title: 'Shell/Header',
  argTypes: {
    header: { control: 'object' },
    navMenu: { control: 'object' },
    bagCount: { control: { type: 'number', min: 0 } },
  },
  render: ({ header, navMenu, bagCount }, { parameters }) => {
    const { siteId, language } = siteOf(parameters);
    return (
      <Header
        shell={storyShell(siteId, language, { header, navMenu })}
        loading={false}
        bagCount={bagCount}
        SearchBox={StorySearchBox}
      />
    );
  },
} satisfies Meta<HeaderStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The United Kingdom site's header (left to right). */
export const Default: Story = {
  args: {
    header: fixtureFile('uk/data/header.json'),
    navMenu: fixtureFile('uk/data/navMenu.json'),
    bagCount: 2,
  },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement.querySelector('header')!);
    await expect(header.getByText('Maison Nord')).toBeInTheDocument();
    await expect(header.getByText('Free UK delivery on orders over £50')).toBeInTheDocument();
    await expect(header.getAllByText('Women').length).toBeGreaterThan(0);
    await expectStoryDirection(canvasElement, 'ltr', 'en');
  },
};

/** The UAE site's header in Arabic, mirrored right to left. */
export const Arabic: Story = {
  args: {
    header: fixtureFile('ae/data/header.json'),
    navMenu: fixtureFile('ae/data/navMenu.json'),
    bagCount: 2,
  },
  parameters: { site: 'ae-ar' },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement.querySelector('header')!);
    await expect(
      header.getByText('توصيل مجاني داخل الإمارات للطلبات التي تزيد على 250 درهماً'),
    ).toBeInTheDocument();
    await expect(header.getAllByText('نساء').length).toBeGreaterThan(0);
    await expectStoryDirection(canvasElement, 'rtl', 'ar');
  },
};
