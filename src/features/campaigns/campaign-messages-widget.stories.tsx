import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState, type ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { storySites, type StorySite } from '../../../.storybook/fixture-blocks.ts';
import { expectStoryDirection } from '../../../tests/helpers/story-direction.ts';
import { useStoryServices } from '../../../tests/helpers/story-services.tsx';
import { fixtureFile, serveFixtureSite } from '../../../tests/helpers/story-shell.ts';
import type { Campaign } from '../../content/index.ts';
import { CampaignMessagesWidget } from './campaign-messages-widget.tsx';

interface CampaignStoryArgs {
  /** The site's campaign files (`data/campaigns/{name}.json`); the ones running on the story's day show. */
  campaigns: Campaign[];
  title?: string;
  /** The slot's settings: `location` is HOMEPAGE, LISTING, PRODUCT or CART. */
  settings: Record<string, unknown>;
}

/**
 * Serves the site's fixture content with these campaign files (and config.json naming them), before the widget
 * asks for any of it. The story's clock stands at 1 December 2026.
 */
function WithCampaigns({
  siteId,
  campaigns,
  children,
}: {
  siteId: string;
  campaigns: Campaign[];
  children: ReactNode;
}) {
  const { content } = useStoryServices();
  useState(() => serveFixtureSite(content, siteId));
  // Before the widget renders, and again whenever the control's files change.
  useMemo(() => {
    const config = fixtureFile<Record<string, unknown>>(`${siteId}/config.json`);
    content.set(`${siteId}/config.json`, {
      ...config,
      campaigns: campaigns.map((campaign) => campaign.name),
    });
    for (const campaign of campaigns) content.set(`${siteId}/data/campaigns/${campaign.name}.json`, campaign);
  }, [content, siteId, campaigns]);
  return children;
}

const campaignFiles = (siteId: string, names: string[]) =>
  names.map((name) => fixtureFile<Campaign>(`${siteId}/data/campaigns/${name}.json`));

/** The running campaigns' messages of one place in the shop, with the campaign files as a JSON control. */
const meta = {
  title: 'Widgets/Campaign messages',
  argTypes: {
    campaigns: { control: 'object' },
    title: { control: 'text' },
    settings: { control: 'object' },
  },
  render: ({ campaigns, title, settings }, { parameters }) => {
    const { siteId } = storySites[(parameters.site as StorySite | undefined) ?? 'uk'];
    // Edited campaign files reach a fresh widget (and its own loader) at once.
    return (
      <WithCampaigns siteId={siteId} campaigns={campaigns}>
        <CampaignMessagesWidget key={JSON.stringify(campaigns)} title={title} settings={settings} />
      </WithCampaigns>
    );
  },
} satisfies Meta<CampaignStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The United Kingdom homepage: the winter sale runs, the autumn edit has ended (left to right). */
export const Default: Story = {
  args: {
    campaigns: campaignFiles('uk', ['winter-sale', 'autumn-edit']),
    title: 'Offers',
    settings: { location: 'HOMEPAGE' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Winter Sale' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByText(/30% off thousands of styles/)).toBeInTheDocument();
    await expect(canvas.getByText('Ends 6 January')).toBeInTheDocument();
    await expect(canvas.queryByText('The Autumn Edit')).toBeNull();
    await expectStoryDirection(canvasElement, 'ltr', 'en');
  },
};

/** The UAE homepage's winter sale in Arabic, mirrored right to left. */
export const Arabic: Story = {
  args: {
    campaigns: campaignFiles('ae', ['winter-sale']),
    title: 'العروض',
    settings: { location: 'HOMEPAGE' },
  },
  parameters: { site: 'ae-ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'تخفيضات الشتاء' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'العروض' })).toBeInTheDocument();
    await expectStoryDirection(canvasElement, 'rtl', 'ar');
  },
};
