/**
 * The records the site behaviours keep in the shopper's browser, in the shapes other tools of the shop read:
 * a passed site gate `{name, expires}` and a staff preview `{client, country, preview}`. Older browsers may hold
 * earlier shapes; they are read into these (never dropped) and written back in the current shape.
 */

/** Who passed the gate (the username as matched: trimmed, lower case) and until when (epoch ms). */
export interface GateRecord {
  name: string;
  expires: number;
}

/** Which client's build (its siteTag) and which country site a staff preview shows. */
export interface PreviewRecord {
  client: string;
  country: string;
  preview: boolean;
}

const parse = (raw: string): unknown => {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * A stored gate pass in the current shape. Earlier versions kept only the expiry time as a number: that pass keeps
 * its expiry, with no name. Anything unreadable is null.
 */
export function readGateRecord(raw: string | null): GateRecord | null {
  if (raw === null) return null;
  const value = parse(raw);
  if (typeof value === 'number' && Number.isFinite(value)) return { name: '', expires: value };
  if (isObject(value) && typeof value.expires === 'number' && Number.isFinite(value.expires))
    return { name: typeof value.name === 'string' ? value.name : '', expires: value.expires };
  return null;
}

/** A stored preview record in the current shape, or null (none, unreadable, or an earlier version's `{host, since}`). */
export function readPreviewRecord(raw: string | null): PreviewRecord | null {
  const value = raw === null ? undefined : parse(raw);
  if (!isObject(value) || typeof value.client !== 'string' || typeof value.country !== 'string') return null;
  return { client: value.client, country: value.country, preview: value.preview !== false };
}
