/** Turning manifest paths into file paths and back, for the content loader, the server's preloads and the checker. */
import { contentFilePaths, type ContentFileId } from '../schemas/content/content-files.ts';

export {
  contentFilePaths,
  FIRST_LOAD_CONTENT,
  HOMEPAGE,
  SHELL_CONTENT,
  type ContentFileId,
} from '../schemas/content/content-files.ts';

/** Fill a manifest path's placeholders. */
export function contentPath(id: ContentFileId, params: { language?: string; name?: string } = {}): string {
  return contentFilePaths[id].path
    .replace('{language}', params.language ?? '{language}')
    .replace('{name}', params.name ?? '{name}');
}

/** Find which manifest entry a file path inside a country folder belongs to. */
export function matchContentFile(
  relativePath: string,
): { id: ContentFileId; language?: string; name?: string } | undefined {
  for (const id of Object.keys(contentFilePaths) as ContentFileId[]) {
    const pattern = contentFilePaths[id].path
      .replace(/[.]/g, '\\.')
      .replace('{language}', '(?<language>[a-z]{2})')
      .replace('{name}', '(?<name>[a-z0-9-]+)');
    const match = new RegExp(`^${pattern}$`).exec(relativePath);
    if (match) return { id, ...match.groups };
  }
  return undefined;
}
