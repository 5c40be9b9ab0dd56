import { AlgoliaError } from '../algolia/algolia-error.ts';

/**
 * Algolia Insights events as its `POST /1/events` takes them: clicks, conversions and views tied to an index, a
 * user token and, after a search, the search's queryID, so search analytics can credit the results that were used.
 */
export interface InsightsEvent {
  eventType: 'click' | 'conversion' | 'view';
  eventName: string;
  index: string;
  userToken: string;
  authenticatedUserToken?: string;
  timestamp?: number;
  queryID?: string;
  objectIDs?: string[];
  positions?: number[];
  filters?: string[];
  eventSubtype?: 'addToCart' | 'purchase';
}

/** Algolia's own caps on a batch and on every field of an event; past one the whole batch is refused. */
export const INSIGHTS_LIMITS = {
  eventsPerBatch: 1000,
  objectIDs: 20,
  filters: 10,
  eventNameLength: 64,
  userTokenLength: 129,
  indexLength: 512,
  objectIDLength: 512,
  filterLength: 1024,
  /** Events older than this (ms) are refused, as Algolia refuses events more than four days old. */
  maxAgeMs: 4 * 24 * 60 * 60 * 1000,
} as const;

const EVENT_TYPES = new Set(['click', 'conversion', 'view']);
const SUBTYPES = new Set(['addToCart', 'purchase']);
const USER_TOKEN = /^[A-Za-z0-9_=/+-]+$/;
const QUERY_ID = /^[0-9a-f]{32}$/i;
const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;
const KNOWN_FIELDS = new Set([
  'eventType',
  'eventName',
  'index',
  'userToken',
  'authenticatedUserToken',
  'timestamp',
  'queryID',
  'objectIDs',
  'positions',
  'filters',
  'eventSubtype',
  // Accepted for compatibility with Algolia's client, not kept.
  'objectData',
  'value',
  'currency',
]);

function refuse(at: number, message: string): never {
  throw new AlgoliaError(400, `events[${at}]: ${message}`);
}

function text(at: number, name: string, value: unknown, max: number, pattern?: RegExp): string {
  if (typeof value !== 'string' || value.length === 0) refuse(at, `${name} must be a non-empty string`);
  if (value.length > max) refuse(at, `${name} is longer than ${max} characters`);
  if (pattern && !pattern.test(value)) refuse(at, `${name} has characters that are not allowed`);
  return value;
}

function textList(at: number, name: string, value: unknown, maxItems: number, maxLength: number): string[] {
  if (!Array.isArray(value) || value.length === 0) refuse(at, `${name} must be a non-empty list`);
  if (value.length > maxItems) refuse(at, `${name} holds more than ${maxItems} entries`);
  return value.map((item) => text(at, name, item, maxLength));
}

/** One event checked field by field against Algolia's rules; what is not one of its fields is refused. */
export function readInsightsEvent(
  raw: unknown,
  at: number,
  isKnownIndex: (name: string) => boolean,
  now: number,
): InsightsEvent {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) refuse(at, 'must be an object');
  const source = raw as Record<string, unknown>;
  const unknown = Object.keys(source).find((key) => !KNOWN_FIELDS.has(key));
  if (unknown) refuse(at, `unknown field ${unknown}`);
  if (typeof source.eventType !== 'string' || !EVENT_TYPES.has(source.eventType))
    refuse(at, 'eventType must be click, conversion or view');
  const eventType = source.eventType as InsightsEvent['eventType'];
  const event: InsightsEvent = {
    eventType,
    eventName: text(at, 'eventName', source.eventName, INSIGHTS_LIMITS.eventNameLength, PRINTABLE_ASCII),
    index: text(at, 'index', source.index, INSIGHTS_LIMITS.indexLength),
    userToken: text(at, 'userToken', source.userToken, INSIGHTS_LIMITS.userTokenLength, USER_TOKEN),
  };
  if (!isKnownIndex(event.index)) refuse(at, `index ${event.index} does not exist`);
  if (source.authenticatedUserToken !== undefined)
    event.authenticatedUserToken = text(
      at,
      'authenticatedUserToken',
      source.authenticatedUserToken,
      INSIGHTS_LIMITS.userTokenLength,
      USER_TOKEN,
    );
  if (source.timestamp !== undefined) {
    const timestamp = source.timestamp;
    if (typeof timestamp !== 'number' || !Number.isSafeInteger(timestamp) || timestamp <= 0)
      refuse(at, 'timestamp must be milliseconds since the epoch');
    if (timestamp < now - INSIGHTS_LIMITS.maxAgeMs) refuse(at, 'timestamp is more than four days old');
    event.timestamp = timestamp;
  }
  if (source.queryID !== undefined) {
    if (eventType === 'view') refuse(at, 'queryID is not allowed on a view event');
    event.queryID = text(at, 'queryID', source.queryID, 32, QUERY_ID);
  }
  if ((source.objectIDs === undefined) === (source.filters === undefined))
    refuse(at, 'exactly one of objectIDs and filters is required');
  if (source.objectIDs !== undefined)
    event.objectIDs = textList(
      at,
      'objectIDs',
      source.objectIDs,
      INSIGHTS_LIMITS.objectIDs,
      INSIGHTS_LIMITS.objectIDLength,
    );
  else {
    if (event.queryID) refuse(at, 'an event after a search names objectIDs, not filters');
    event.filters = textList(
      at,
      'filters',
      source.filters,
      INSIGHTS_LIMITS.filters,
      INSIGHTS_LIMITS.filterLength,
    );
  }
  readPositions(source.positions, event, at);
  if (source.eventSubtype !== undefined) {
    if (eventType !== 'conversion') refuse(at, 'eventSubtype is only for conversion events');
    if (typeof source.eventSubtype !== 'string' || !SUBTYPES.has(source.eventSubtype))
      refuse(at, 'eventSubtype must be addToCart or purchase');
    event.eventSubtype = source.eventSubtype as InsightsEvent['eventSubtype'];
  }
  return event;
}

/** A click after a search says where each clicked result was (1-based), one position per objectID. */
function readPositions(value: unknown, event: InsightsEvent, at: number): void {
  const clickAfterSearch = event.eventType === 'click' && event.queryID !== undefined;
  if (value === undefined) {
    if (clickAfterSearch) refuse(at, 'positions are required on a click after a search');
    return;
  }
  if (!clickAfterSearch) refuse(at, 'positions are only for clicks after a search');
  if (
    !Array.isArray(value) ||
    value.length !== event.objectIDs?.length ||
    !value.every((position) => Number.isSafeInteger(position) && (position as number) > 0)
  )
    refuse(at, 'positions must hold one whole number from 1 for each objectID');
  event.positions = value as number[];
}

/** A batch, `{events: [...]}`, of 1 to 1000 events, each valid; one invalid event refuses the batch. */
export function readInsightsBatch(
  body: Record<string, unknown>,
  isKnownIndex: (name: string) => boolean,
  now: number,
): InsightsEvent[] {
  const events = body.events;
  if (!Array.isArray(events) || events.length === 0)
    throw new AlgoliaError(400, 'events must be a non-empty list');
  if (events.length > INSIGHTS_LIMITS.eventsPerBatch)
    throw new AlgoliaError(400, `events holds more than ${INSIGHTS_LIMITS.eventsPerBatch} entries`);
  return events.map((event, at) => readInsightsEvent(event, at, isKnownIndex, now));
}
