import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storySites, type StorySite } from '../../../../.storybook/fixture-blocks.ts';
import { expectStoryDirection } from '../../../../tests/helpers/story-direction.ts';
import { fixtureFile, storyShell } from '../../../../tests/helpers/story-shell.ts';
import type { ShellContent } from '../../../kernel/stores/index.ts';
import { Footer } from './footer.tsx';

interface FooterStoryArgs {
  /** `data/{language}/footer.json`: newsletter teaser, link columns, social links, payment marks, legal text. */
  footer: NonNullable<ShellContent['footer']>;
  /** `data/{language}/footerNav.json`: the legal links of the bottom line. */
  footerNav: NonNullable<ShellContent['footerNav']>;
  /** `data/header.json`: its logo text is the brand name of the copyright line. */
  header: NonNullable<ShellContent['header']>;
}

/** The copyright year stays put whatever day the story runs. */
const now = () => new Date('2026-11-24T12:00:00Z');

/** The site footer with its content files as JSON controls (link columns fold into accordions on phones). */
const meta = {
  title: 'Shell/Footer',
  argTypes: {
    footer: { control: 'object' },
    footerNav: { control: 'object' },
    header: { control: 'object' },
  },
  render: ({ footer, footerNav, header }, { parameters }) => {
    const { siteId, language } = storySites[(parameters.site as StorySite | undefined) ?? 'uk'];
    return <Footer shell={storyShell(siteId, language, { footer, footerNav, header })} now={now} />;
  },
} satisfies Meta<FooterStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The United Kingdom site's footer (left to right). */
export const Default: Story = {
  args: {
    footer: fixtureFile('uk/data/en/footer.json'),
    footerNav: fixtureFile('uk/data/en/footerNav.json'),
    header: fixtureFile('uk/data/header.json'),
  },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement.querySelector('footer')!);
    await expect(footer.getByText('Get 10% off your first order')).toBeInTheDocument();
    for (const title of ['Help', 'Shopping with us', 'About us', 'Legal'])
      await expect(footer.getByText(title)).toBeInTheDocument();
    await expect(footer.getByText(/2026.*Maison Nord/)).toBeInTheDocument();
    await expectStoryDirection(canvasElement, 'ltr', 'en');
  },
};

/** The UAE site's footer in Arabic, mirrored right to left. */
export const Arabic: Story = {
  args: {
    footer: fixtureFile('ae/data/ar/footer.json'),
    footerNav: fixtureFile('ae/data/ar/footerNav.json'),
    header: fixtureFile('ae/data/header.json'),
  },
  parameters: { site: 'ae-ar' },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement.querySelector('footer')!);
    await expect(footer.getByText('احصل على خصم 10% على طلبك الأول')).toBeInTheDocument();
    for (const title of ['المساعدة', 'التسوق معنا', 'من نحن', 'الشؤون القانونية'])
      await expect(footer.getByText(title)).toBeInTheDocument();
    await expect(footer.getAllByText('سياسة الخصوصية').length).toBeGreaterThan(0);
    await expectStoryDirection(canvasElement, 'rtl', 'ar');
  },
};
