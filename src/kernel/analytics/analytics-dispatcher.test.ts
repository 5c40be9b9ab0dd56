import { describe, expect, it } from 'vitest';
import { RecordingAnalytics, RecordingReporter } from '../../../tests/helpers/fake-services.ts';
import type { AnalyticsChannel, AnalyticsEvent } from '../types/index.ts';
import { AnalyticsDispatcher, MAX_WAITING_EVENTS } from './analytics-dispatcher.ts';

/** A channel that records what it was given and how often its code was loaded. */
function channel(integration: string, wants: (event: AnalyticsEvent) => boolean = () => true) {
  const received = new RecordingAnalytics();
  let loads = 0;
  const spec: AnalyticsChannel = {
    integration,
    wants,
    load: async () => {
      loads += 1;
      return received;
    },
  };
  return { spec, received, loads: () => loads };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const view = (path: string): AnalyticsEvent => ({ event: 'pageView', path });

describe('AnalyticsDispatcher', () => {
  it('sends every event to the data layer at once, e-mail masked', () => {
    const dataLayer = new RecordingAnalytics();
    const analytics = new AnalyticsDispatcher([dataLayer], [], new RecordingReporter());
    analytics.emit({ event: 'emailSignup', email: 'bo@example.com' });
    expect(dataLayer.events).toEqual([{ event: 'emailSignup', email: '[email]' }]);
  });

  it('holds events until the metadata arrives, then fans them out to the switched-on channels only', async () => {
    const on = channel('sessionContext');
    const off = channel('emailMarketing');
    const unnamed = channel('searchInsights');
    const analytics = new AnalyticsDispatcher([], [on.spec, off.spec, unnamed.spec], new RecordingReporter());
    analytics.emit(view('/uk/en'));
    await settle();
    expect(on.loads()).toBe(0);
    analytics.configure({ sessionContext: true, emailMarketing: false });
    analytics.emit(view('/uk/en/women'));
    await settle();
    expect(on.received.events).toEqual([view('/uk/en'), view('/uk/en/women')]);
    expect(off.loads()).toBe(0);
    expect(unnamed.loads()).toBe(0);
  });

  it('loads a channel once, with the first event it wants, and masks what it gets', async () => {
    const insights = channel('searchInsights', (event) => event.event === 'addToCart');
    const analytics = new AnalyticsDispatcher([], [insights.spec], new RecordingReporter());
    analytics.configure({ searchInsights: true });
    analytics.emit(view('/uk/en/me@example.com'));
    await settle();
    expect(insights.loads()).toBe(0);
    analytics.emit({ event: 'addToCart', productId: 'p1', quantity: 1 });
    analytics.emit({ event: 'addToCart', productId: 'p2 for bo@example.com', quantity: 2 });
    await settle();
    expect(insights.loads()).toBe(1);
    expect(insights.received.events.map((event) => event.event === 'addToCart' && event.productId)).toEqual([
      'p1',
      'p2 for [email]',
    ]);
  });

  it('follows a metadata refetch that switches a channel off', async () => {
    const on = channel('sessionContext');
    const analytics = new AnalyticsDispatcher([], [on.spec], new RecordingReporter());
    analytics.configure({ sessionContext: true });
    analytics.emit(view('/a'));
    analytics.configure({ sessionContext: false });
    analytics.emit(view('/b'));
    analytics.configure(undefined);
    analytics.emit(view('/c'));
    await settle();
    expect(on.received.events).toEqual([view('/a')]);
  });

  it('keeps at most a bounded number of events while waiting for the metadata', async () => {
    const on = channel('sessionContext');
    const analytics = new AnalyticsDispatcher([], [on.spec], new RecordingReporter());
    for (let i = 0; i < MAX_WAITING_EVENTS + 5; i += 1) analytics.emit(view(`/${i}`));
    analytics.configure({ sessionContext: true });
    await settle();
    expect(on.received.events).toHaveLength(MAX_WAITING_EVENTS);
  });

  it('reports a channel whose code failed to load, and keeps the others working', async () => {
    const reporter = new RecordingReporter();
    const working = channel('sessionContext');
    const broken: AnalyticsChannel = {
      integration: 'emailMarketing',
      wants: () => true,
      load: () => Promise.reject(new Error('chunk failed')),
    };
    const analytics = new AnalyticsDispatcher([], [broken, working.spec], reporter);
    analytics.configure({ sessionContext: true, emailMarketing: true });
    analytics.emit(view('/a'));
    await settle();
    expect(working.received.events).toEqual([view('/a')]);
    expect(reporter.reports).toEqual([
      expect.objectContaining({ message: 'Problem loading the emailMarketing analytics channel' }),
    ]);
  });
});
