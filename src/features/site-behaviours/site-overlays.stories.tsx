import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { GateOutcome } from '../../kernel/types/index.ts';
import { ManualClock, MemoryStorage } from '../../../tests/helpers/fake-services.ts';
import ukSplash from '../../../content-fixtures/uk/data/en/splash-modal.json';
import arabicSplash from '../../../content-fixtures/ae/data/ar/splash-modal.json';
import { CookieMessage } from './cookie-message.tsx';
import { CookieMessageStore } from './cookie-message-store.ts';
import { GateOverlay } from './gate-overlay.tsx';
import { GateStore } from './gate-store.ts';
import { MaintenancePage } from './maintenance-page.tsx';
import { SplashModal } from './splash-modal.tsx';
import { SplashStore, type SplashContent } from './splash-store.ts';
import { UpdateModals } from './update-modals.tsx';
import { CHUNK_RELOAD_KEY, UpdateStore } from './update-store.ts';

/** The splash as an editor writes it (`data/{language}/splash-modal.json`), shown as a first visitor sees it. */
function Splash({ content }: { content: SplashContent }) {
  const [store] = useState(() => {
    const splash = new SplashStore(new MemoryStorage());
    splash.offer(content);
    return splash;
  });
  return <SplashModal splash={store} href={(link) => `/uk/en${link}`} />;
}

/** The gate of a locked site, with a stand-in server that refuses every pair and then every attempt after two. */
function Gate() {
  const [store] = useState(() => {
    let attempts = 0;
    const service = {
      signIn: async (): Promise<GateOutcome> => (++attempts > 2 ? 'limited' : 'refused'),
    };
    const gate = new GateStore(service, () => {}, new MemoryStorage(), new ManualClock());
    gate.configure('uk', true);
    return gate;
  });
  return <GateOverlay gate={store} siteName="Maison Nord" />;
}

function Cookies() {
  const [store] = useState(() => {
    const cookies = new CookieMessageStore(new MemoryStorage(), new ManualClock());
    cookies.start();
    return cookies;
  });
  return <CookieMessage store={store} privacyPath="/uk/en/about-us/privacy-policy" />;
}

function RefreshError() {
  const [store] = useState(() => {
    const page = { reload: () => {}, assign: () => {} };
    const clock = new ManualClock();
    // The page already reloaded once for a failed download, a moment ago.
    const storage = new MemoryStorage();
    storage.set(CHUNK_RELOAD_KEY, String(clock.now() - 3000));
    const reporter = { report: () => {} };
    const update = new UpdateStore({ latestBuild: async () => null }, '', storage, clock, page, reporter);
    update.chunkFailed();
    return update;
  });
  return (
    <UpdateModals
      update={store}
      supportCode="3f2a9c1e-5b7d-4e21-9a0c-8d4b6f1e2a73"
      homePath={() => '/uk/en'}
    />
  );
}

/** What the site behaviours put over the page: editors preview the splash from content; the rest is the shop's own. */
const meta = {
  title: 'Site/Overlays',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const SplashFromContent: Story = {
  render: () => <Splash content={ukSplash as SplashContent} />,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: ukSplash.title,
    });
    await expect(within(dialog).getAllByRole('link')).toHaveLength(ukSplash.ctas.length);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  },
};

export const SplashArabic: Story = {
  parameters: { site: 'ae-ar' },
  render: () => <Splash content={arabicSplash as SplashContent} />,
  play: async ({ canvasElement }) => {
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: arabicSplash.title });
  },
};

export const SiteGate: Story = {
  render: () => <Gate />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(await page.findByLabelText('Username'), 'preview');
    await userEvent.type(page.getByLabelText('Password'), 'wrong{Enter}');
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'Your username or password is incorrect. Please try again.',
    );
    await userEvent.click(page.getByLabelText('Username'));
    await expect(page.queryByRole('alert')).toBeNull();
  },
};

export const SiteGateTooManyAttempts: Story = {
  render: () => <Gate />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(await page.findByLabelText('Username'), 'preview');
    for (let attempt = 0; attempt < 3; attempt++)
      await userEvent.type(page.getByLabelText('Password'), '{Enter}');
    await expect(await page.findByRole('alert')).toHaveTextContent('Too many attempts.');
  },
};

export const Maintenance: Story = {
  parameters: { site: 'ae-ar' },
  render: () => <MaintenancePage siteName="الإمارات العربية المتحدة" />,
  play: async ({ canvasElement }) => {
    await within(canvasElement.ownerDocument.body).findByRole('heading', { name: 'سنعود قريباً' });
  },
};

export const CookieMessageBar: Story = {
  render: () => <Cookies />,
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole('region', { name: 'Cookies' });
    await expect(within(bar).getByRole('link')).toHaveAttribute('href', '/uk/en/about-us/privacy-policy');
  },
};

export const PageFailedToLoad: Story = {
  render: () => <RefreshError />,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('Support code: 3f2a9c1e-5b7d-4e21-9a0c-8d4b6f1e2a73');
  },
};
