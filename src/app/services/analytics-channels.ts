import type {
  AnalyticsChannel,
  AnalyticsEvent,
  ContentService,
  ErrorReporter,
  KeyValueStorage,
} from '../../kernel/types/index.ts';
import { searchUserId, shoppingSessionId } from '../../kernel/browser/shopping-session.ts';
import type { SessionContext } from '../../kernel/analytics/session-context-channel.ts';

/** Site metadata `integrations` keys that switch each channel on. */
export const ANALYTICS_INTEGRATIONS = {
  searchInsights: 'searchInsights',
  emailMarketing: 'emailMarketing',
  sessionContext: 'sessionContext',
} as const;

const EMAIL_MARKETING_EVENTS = new Set<AnalyticsEvent['event']>([
  'pageView',
  'addToCart',
  'checkoutStep',
  'purchase',
  'emailSignup',
]);

interface Deps {
  page: Window;
  content: ContentService;
  reporter: ErrorReporter;
  /** The shopper's browser storage: their shopping session id, and the search analytics id kept beside it. */
  storage: KeyValueStorage;
  /** The shopper's site and language now, or null before the URL names a site. */
  context: () => Omit<SessionContext, 'path' | 'sessionId'> | null;
}

/**
 * The analytics channels beyond the data layer, each a chunk of its own loaded with the first event it wants: search
 * analytics (Insights clicks and conversions after a search), the email-marketing tracker's queue and the session
 * context emitter.
 */
export function analyticsChannels({ page, content, reporter, storage, context }: Deps): AnalyticsChannel[] {
  const globals = page as unknown as EventTarget & Record<string, unknown>;
  return [
    {
      integration: ANALYTICS_INTEGRATIONS.searchInsights,
      wants: (event) => event.event === 'searchResultClick' || event.event === 'addToCart',
      load: async () => {
        const [{ SearchInsightsChannel, FetchInsightsSender }, { readSearchConfig, insightsUrl }] =
          await Promise.all([
            import('../../kernel/analytics/search-insights-channel.ts'),
            import('./search-config.ts'),
          ]);
        const config = await readSearchConfig(content, page.location);
        const sender = new FetchInsightsSender(
          { url: insightsUrl(config), appId: config.appId, apiKey: config.apiKey },
          (input, init) => page.fetch(input, init),
          (error) =>
            reporter.report({
              kind: 'network',
              message: 'Problem sending search events',
              severity: 3,
              detail: String(error),
            }),
        );
        // One user for every event, so an add to bag after the session is created still matches its click.
        return new SearchInsightsChannel(sender, () => searchUserId(storage));
      },
    },
    {
      integration: ANALYTICS_INTEGRATIONS.emailMarketing,
      wants: (event) => EMAIL_MARKETING_EVENTS.has(event.event),
      load: async () => {
        const { EmailMarketingChannel } = await import('../../kernel/analytics/email-marketing-channel.ts');
        return new EmailMarketingChannel(globals);
      },
    },
    {
      integration: ANALYTICS_INTEGRATIONS.sessionContext,
      wants: (event) => event.event === 'pageView',
      load: async () => {
        const { SessionContextChannel } = await import('../../kernel/analytics/session-context-channel.ts');
        return new SessionContextChannel(globals, () => {
          const now = context();
          return now ? { ...now, sessionId: shoppingSessionId(storage) } : null;
        });
      },
    },
  ];
}
