import type { AnalyticsEvent, AnalyticsService } from '../types/index.ts';

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi;

/** Replace e-mail addresses anywhere in an event before it leaves the page. */
export function maskEmails<T>(value: T): T {
  if (typeof value === 'string') return value.replace(EMAIL, '[email]') as T;
  if (Array.isArray(value)) return value.map(maskEmails) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskEmails(v)])) as T;
  }
  return value;
}

/** Pushes events onto the tag-manager data layer (`window.dataLayer`), e-mail masked. */
export class DataLayerAnalytics implements AnalyticsService {
  constructor(private readonly target: { dataLayer?: unknown[] }) {}

  emit(event: AnalyticsEvent): void {
    this.target.dataLayer ??= [];
    this.target.dataLayer.push(maskEmails(event));
  }
}
