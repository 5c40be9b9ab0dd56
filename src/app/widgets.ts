import { lazyComponent, type WidgetRegistry } from '../renderer/index.ts';

/** Both trays come in one chunk. */
const trays = () => import('../features/trays/index.ts');

/**
 * Commerce widgets that content can mount through `widget-slot` blocks, by the names its schema allows; each is its
 * own chunk.
 */
export const widgets: WidgetRegistry = {
  'email-signup': lazyComponent(
    () => import('../features/email-signup/index.ts'),
    (module) => module.EmailSignupWidget,
  ),
  'campaign-messages': lazyComponent(
    () => import('../features/campaigns/index.ts'),
    (module) => module.CampaignMessagesWidget,
  ),
  'product-tray': lazyComponent(trays, (module) => module.ProductTrayWidget),
  'recently-viewed': lazyComponent(trays, (module) => module.RecentlyViewedWidget),
};
