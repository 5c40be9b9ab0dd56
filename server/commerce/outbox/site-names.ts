import { readContentJson } from '../../lib/content-files.ts';

interface HeadFile {
  meta?: { name?: unknown; content?: unknown }[];
}
interface HeaderFile {
  logo?: { text?: unknown };
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * The shop's name on a site, as its content gives it to browsers: the `application-name` of `data/head.json`, else
 * the header logo's text. Mails go out under this name, so each country's shop signs with its own.
 */
export async function siteName(contentDir: string, siteId: string): Promise<string | undefined> {
  const head = await readContentJson<HeadFile | null>(contentDir, `${siteId}/data/head.json`);
  const named = Array.isArray(head?.meta)
    ? head.meta.find((meta) => meta?.name === 'application-name')?.content
    : undefined;
  if (text(named)) return text(named);
  const header = await readContentJson<HeaderFile | null>(contentDir, `${siteId}/data/header.json`);
  return text(header?.logo?.text);
}
