import { open } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseByteRange } from './byte-range.ts';
import { etagOfBytes, etagOfStats, matchesIfNoneMatch } from './etag.ts';
import type { ResolvedFile } from './safe-path.ts';

/** Files up to this size are read whole and hashed for their ETag; bigger ones (videos) are streamed. */
export const HASH_LIMIT_BYTES = 2 * 1024 * 1024;

/**
 * Send a file read from disk now (no cache in the process), with a strong ETag, 304 on If-None-Match and single
 * byte ranges for video players.
 */
export async function sendContentFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: ResolvedFile,
  headers: { contentType: string; cacheControl: string },
): Promise<FastifyReply> {
  // One open file for its size, its bytes and its stream: a folder swapped in meanwhile (a deploy) cannot pair the old
  // file's length with the new file's bytes. A file gone since it was found fails here, before anything is sent.
  const handle = await open(file.path, 'r');
  let streaming = false;
  try {
    const stats = await handle.stat();
    const small = stats.size <= HASH_LIMIT_BYTES;
    const bytes = small ? await handle.readFile() : undefined;
    const etag = bytes ? etagOfBytes(bytes) : etagOfStats(stats);
    const size = bytes ? bytes.length : stats.size;
    reply.header('etag', etag).header('cache-control', headers.cacheControl).header('accept-ranges', 'bytes');
    reply.header('last-modified', stats.mtime.toUTCString());
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();

    const ifRange = request.headers['if-range'];
    const range = ifRange && ifRange !== etag ? undefined : parseByteRange(request.headers.range, size);
    reply.type(headers.contentType);
    if (range === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${size}`).send();
    }
    if (range) {
      reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
      reply.header('content-length', range.end - range.start + 1);
      streaming = !bytes;
      return reply.send(bytes ? bytes.subarray(range.start, range.end + 1) : handle.createReadStream(range));
    }
    reply.header('content-length', size);
    streaming = !bytes;
    return reply.send(bytes ?? handle.createReadStream());
  } finally {
    // A stream closes the file when it ends; everything else is done with it here.
    if (!streaming) await handle.close();
  }
}
