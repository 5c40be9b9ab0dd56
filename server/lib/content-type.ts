import { extname } from 'node:path';

const types: Record<string, string> = {
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.js': 'text/javascript; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** The content types the content root may serve; any other file stays private (undefined). */
export function contentTypeOf(filePath: string): string | undefined {
  return types[extname(filePath).toLowerCase()];
}
