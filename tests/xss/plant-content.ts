import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { matchContentFile } from '../../schemas/content/content-paths.ts';
import { jsonPointer } from '../../scripts/lib/content-issue.ts';
import { listFiles } from '../../scripts/lib/list-files.ts';
import { validateContentFolder } from '../../scripts/lib/validate-content-folder.ts';
import { defaultCatalog } from '../../src/i18n/default-catalog.ts';
import { marker, payloadOf, payloadShapes } from './payloads.ts';

/** One string field of a content file with a payload in it. */
export interface PlantedField {
  /** The probe id and marker number of this field's payload. */
  id: number;
  site: string;
  file: string;
  pointer: string;
  shape: string;
  /** Whether the payload came with a marker that shows where the field reached the page. */
  marked: boolean;
}

const ROUNDS = 6;

interface Leaf {
  file: string;
  pointer: string;
  original: string;
  json: unknown;
  path: (string | number)[];
}

function stringLeaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringLeaves(item, [...path, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, [...path, key]));
  return [];
}

function setAt(json: unknown, path: (string | number)[], text: string): void {
  let node = json as Record<string | number, unknown>;
  for (const segment of path.slice(0, -1)) node = node[segment] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = text;
}

/**
 * The text a field gets for a payload: a URL replaces the value; markup goes after it with its marker, every markup
 * shape at once (each with its own probe id, `id * 100 + shape`) when `allMarkup` is set.
 */
function plantedValue(
  original: string,
  shape: number,
  id: number,
  allMarkup: boolean,
): { text: string; marked: boolean } {
  const payload = payloadOf(shape, id);
  if (payload.kind === 'url') return { text: payload.text, marked: false };
  if (!allMarkup) return { text: `${original} ${marker(id)}${payload.text}`, marked: true };
  const all = markupShapes.map(
    (each) => `${marker(id * 100 + each)}${payloadOf(each, id * 100 + each).text}`,
  );
  return { text: `${original} ${all.join(' ')}`, marked: true };
}

const urlShapes = payloadShapes.flatMap((shape, index) => (shape.kind === 'url' ? [index] : []));
const markupShapes = payloadShapes.flatMap((shape, index) => (shape.kind !== 'url' ? [index] : []));

/**
 * Put a payload into every string field of every content file of each site folder under `contentDir` (walked from
 * the files themselves, so a new field or file is covered without a list to keep). Shapes rotate from field to
 * field, starting at `offset`. A field whose file then breaks the content rules (a colour, a path, a reference) gets
 * the other kind of payload (a URL instead of markup, or the reverse), and is given back its value when neither
 * passes: the shop rightly refuses such a file whole, and a refused file tests nothing.
 */
export async function plantContent(
  contentDir: string,
  options: {
    sites?: readonly string[];
    /** The shape of the first field; the next field gets the next shape. */
    offset?: number;
    /** Markup fields get every markup shape at once (the full sweep); else the one shape of their turn. */
    allMarkup?: boolean;
    /** Every field tries this shape first (the full sweep's URL rounds), instead of taking turns. */
    shape?: number;
  } = {},
): Promise<PlantedField[]> {
  const planted: PlantedField[] = [];
  let nextId = 1000;
  let turn = options.offset ?? 0;
  const sites = options.sites ?? (await siteFolders(contentDir));
  for (const site of sites) {
    const folder = join(contentDir, site);
    const files = (await listFiles(folder)).filter(
      (file) => file.endsWith('.json') && matchContentFile(file),
    );
    const leaves: Leaf[] = [];
    const documents = new Map<string, unknown>();
    for (const file of files) {
      const json: unknown = JSON.parse(await readFile(join(folder, file), 'utf8'));
      documents.set(file, json);
      for (const path of stringLeaves(json))
        leaves.push({ file, pointer: jsonPointer(...path), original: '', json, path });
    }
    const fields = new Map<Leaf, { field: PlantedField; tries: number[] }>();
    for (const leaf of leaves) {
      leaf.original = path(leaf.json, leaf.path);
      const shape = options.shape ?? turn++ % payloadShapes.length;
      const alternative = payloadShapes[shape]!.kind === 'url' ? markupShapes : urlShapes;
      const id = nextId++;
      const field = { id, site, file: leaf.file, pointer: leaf.pointer, shape: '', marked: false };
      fields.set(leaf, { field, tries: [shape, alternative[id % alternative.length]!] });
    }
    // Each round applies every field's current try, then drops the try of each field the rules refuse.
    // The last round only writes what is left: originals for the fields no payload fitted.
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [leaf, { field, tries }] of fields) {
        const shape = tries[0];
        const value =
          shape === undefined
            ? { text: leaf.original, marked: false }
            : plantedValue(leaf.original, shape, field.id, options.allMarkup ?? false);
        setAt(leaf.json, leaf.path, value.text);
        field.marked = value.marked;
        field.shape = shape === undefined ? '' : payloadShapes[shape]!.name;
      }
      for (const [file, json] of documents)
        await writeFile(join(folder, file), `${JSON.stringify(json, null, 2)}\n`);
      if (round === ROUNDS - 1) break;
      const issues = await validateContentFolder(folder, { referenceCatalog: defaultCatalog });
      const refused = [...fields].filter(
        ([leaf, { tries }]) =>
          tries.length > 0 &&
          issues.some(
            (issue) =>
              issue.file === leaf.file &&
              // A whole-file issue comes from elsewhere (a language the config no longer names): not this field.
              issue.pointer !== '' &&
              (issue.pointer === leaf.pointer ||
                leaf.pointer.startsWith(`${issue.pointer}/`) ||
                issue.pointer.startsWith(`${leaf.pointer}/`)),
          ),
      );
      if (refused.length === 0) break;
      for (const [, entry] of refused) entry.tries.shift();
      if (round === ROUNDS - 2) for (const [, entry] of refused) entry.tries.length = 0;
    }
    for (const { field, tries } of fields.values()) if (tries.length > 0) planted.push(field);
  }
  return planted;
}

function path(json: unknown, segments: (string | number)[]): string {
  let node = json as Record<string | number, unknown>;
  for (const segment of segments) node = node[segment] as Record<string | number, unknown>;
  return node as unknown as string;
}

async function siteFolders(contentDir: string): Promise<string[]> {
  const entries = await readdir(contentDir, { withFileTypes: true });
  const sites: string[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    try {
      await readFile(join(contentDir, entry.name, 'config.json'));
      sites.push(entry.name);
    } catch {
      // Not a site folder (media, preview).
    }
  }
  return sites.sort();
}
