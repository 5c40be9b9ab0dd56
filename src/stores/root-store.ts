import { ContentLoader } from '../content/index.ts';
import type { SiteSummary } from '../sites/index.ts';
import type {
  AnalyticsService,
  ContentService,
  ErrorReporter,
  KeyValueStorage,
  MarketingService,
} from '../services/types.ts';
import { ContentStore } from './content-store.ts';
import { SiteStore } from './site-store.ts';
import { UiStore } from './ui-store.ts';

/** Everything the stores need from the outside world; tests pass fakes. */
export interface StoreServices {
  content: ContentService;
  reporter: ErrorReporter;
  analytics: AnalyticsService;
  storage: KeyValueStorage;
  marketing: MarketingService;
}

/** Builds every domain store once, wiring each to the services it needs (MobX "Defining data stores"). */
export function createRootStore(
  services: StoreServices,
  options: { sites: SiteSummary[]; preview: boolean },
) {
  const loader = new ContentLoader(services.content, services.reporter);
  return {
    services,
    site: new SiteStore(options.sites, services.storage),
    content: new ContentStore(loader),
    ui: new UiStore(options.preview),
  };
}

export type RootStore = ReturnType<typeof createRootStore>;
