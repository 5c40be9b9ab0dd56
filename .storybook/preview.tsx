import type { Decorator, Preview } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { useEffect, useMemo } from 'react';

import { MemoryRouter } from 'react-router';
import { createFakeServices } from '../tests/helpers/fake-services.ts';
import { fixtureSites } from '../tests/helpers/fixtures.ts';
import { StoryServicesContext } from '../tests/helpers/story-services.tsx';
import { blockRegistry } from '../src/blocks/registry.ts';
import { applyCatalogs, createI18n, I18nProvider } from '../src/i18n/index.ts';
import { ContentFile, RendererProvider, type WidgetMap } from '../src/renderer/index.ts';
import { StoresProvider } from '../src/kernel/stores/index.ts';
import { createRootStore } from '../src/app/root.ts';
import { loadValidators } from '../src/validation/index.ts';
import { loadSanitizer } from '../src/ui/safe-html.ts';
import { globalStyles } from '../src/ui/global.styles.ts';
import { demoWidgets } from './demo-widgets.tsx';
import { fixtureCatalog, storySiteOf, storySites, type StorySite } from './fixture-blocks.ts';

/** Story parameters the decorator understands. */
export interface StoryEnvironmentParameters {
  /** Pins the fixture site and language (else the toolbar's): 'uk', 'us', 'ae-en', 'ae-ar' (Arabic, RTL) or 'jp'. */
  site?: StorySite;
  /** Search string the router starts with, e.g. '?tab=men'. */
  search?: string;
  /** Widgets registered for widget-slot (default: the demo stand-ins); `{}` shows the missing-widget placeholder. */
  widgets?: WidgetMap;
  /** Content file named in reports and placeholders. */
  file?: string;
}

/** Builds what the app builds around blocks, from fake services and the fixture catalogues (the same as tests). */
// storyId only keys the memo: every story gets its own environment, so analytics and reports start empty.
function createStoryEnvironment(site: StorySite, widgets: WidgetMap, _storyId: string) {
  const { siteId, language, defaultLanguage, path } = storySites[site];
  const services = createFakeServices();
  const stores = createRootStore(services, { sites: fixtureSites, preview: true });
  stores.site.setPathname(path);
  const i18n = createI18n({ reporter: services.reporter, isProduction: false });
  applyCatalogs(i18n, language, fixtureCatalog(siteId, language), {
    language: defaultLanguage,
    catalog: fixtureCatalog(siteId, defaultLanguage),
  });
  const environment = {
    registry: blockRegistry,
    widgets,
    reporter: services.reporter,
    analytics: services.analytics,
    showPlaceholders: true,
  };
  return { services, stores, i18n, environment, path, siteId, language };
}

/** The providers around one story; a component so it may hold the story's environment in hooks. */
function StoryEnvironment(props: {
  Story: ComponentType;
  storyId: string;
  site: StorySite;
  parameters: StoryEnvironmentParameters;
}) {
  const { Story, storyId, site, parameters } = props;
  const widgets = parameters.widgets ?? demoWidgets;
  const env = useMemo(() => createStoryEnvironment(site, widgets, storyId), [site, widgets, storyId]);
  const direction = env.stores.site.direction;
  useEffect(() => {
    document.documentElement.lang = env.language;
    document.documentElement.dir = direction;
  }, [env.language, direction]);
  const file = parameters.file ?? `${env.siteId}/data/${env.language}/pages/home.json`;
  return (
    <MemoryRouter initialEntries={[`${env.path}${parameters.search ?? ''}`]}>
      <StoresProvider stores={env.stores}>
        <StoryServicesContext.Provider value={env.services}>
          <I18nProvider i18n={env.i18n}>
            <RendererProvider environment={env.environment}>
              <ContentFile file={file}>
                <div lang={env.language} dir={direction} className={globalStyles}>
                  <Story />
                </div>
              </ContentFile>
            </RendererProvider>
          </I18nProvider>
        </StoryServicesContext.Provider>
      </StoresProvider>
    </MemoryRouter>
  );
}

const withStoryEnvironment: Decorator = (Story, context) => {
  const parameters = context.parameters as StoryEnvironmentParameters;
  const site = storySiteOf(context);
  return <StoryEnvironment Story={Story} storyId={context.id} site={site} parameters={parameters} />;
};

/** Accessibility gate: every story must pass axe (page-level rules off: a story is not a page). */
async function checkAccessibility({ canvasElement }: { canvasElement: HTMLElement }) {
  const { default: axe } = await import('axe-core');
  const results = await axe.run(canvasElement, {
    rules: {
      region: { enabled: false },
      'landmark-one-main': { enabled: false },
      'page-has-heading-one': { enabled: false },
    },
  });
  const violations = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  if (violations.length) throw new Error(`Accessibility violations:\n${violations.join('\n')}`);
}

const preview: Preview = {
  decorators: [withStoryEnvironment],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
  },
  globalTypes: {
    site: {
      description: 'Fixture site and language',
      toolbar: {
        title: 'Site',
        icon: 'globe',
        items: [
          { value: 'uk', title: 'United Kingdom (English)' },
          { value: 'us', title: 'United States (English)' },
          { value: 'ae-en', title: 'UAE (English)' },
          { value: 'ae-ar', title: 'UAE (Arabic, RTL)' },
          { value: 'jp', title: 'Japan (Japanese)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { site: 'uk' },
  // Blocks are validated as they render and each block is its own chunk; the app loads both with its first page. Editors'
  // HTML is not vouched for by a server here, so the sanitiser is loaded up front too.
  beforeAll: async () => {
    await Promise.all([
      loadValidators(),
      loadSanitizer(),
      ...Object.values(blockRegistry).map((block) => block.component.preload?.()),
    ]);
  },
  afterEach: checkAccessibility,
};

export default preview;
