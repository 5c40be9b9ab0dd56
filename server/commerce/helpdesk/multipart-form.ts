import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { API_LIMITS } from '../../../schemas/api/conventions.ts';
import { ApiError } from '../../api/api-error.ts';

/** A file of the form, checked on its way in and waiting on disk until the request is done with it. */
export interface UploadedFile {
  filename: string;
  contentType: string;
  path: string;
}

export interface MultipartForm {
  /** A field sent twice is a list (and then fails a schema that wants one value). */
  fields: Record<string, string | string[]>;
  files: UploadedFile[];
}

/**
 * What to do with the form's `index`th file, decided from its part headers before any of its bytes are read: its
 * name and type, and the stream its bytes pass through on their way to disk, which refuses by failing. Throwing here
 * refuses the file unread.
 */
export type FilePolicy = (
  part: { fieldname: string; filename: string },
  index: number,
) => { filename: string; contentType: string; checks: Transform };

/** Where uploads wait, one directory per request, so removing it leaves nothing behind whatever went wrong. */
export const UPLOAD_DIR_PREFIX = 'helpdesk-upload-';

const tooLarge: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: `An attachment is larger than ${API_LIMITS.maxAttachmentBytes} bytes`,
  FST_FILES_LIMIT: `At most ${API_LIMITS.maxAttachments} attachments`,
  FST_FIELDS_LIMIT: 'Too many form fields',
  FST_PARTS_LIMIT: 'Too many form parts',
};

const fileTooLarge = () => new ApiError(413, 'PAYLOAD_TOO_LARGE', tooLarge.FST_REQ_FILE_TOO_LARGE!);

/**
 * Read a multipart form and run `work` on it, then delete its files. Each file streams through its checks into a
 * temporary file, so the request's memory stays at a few stream buffers whatever the file sizes; the files are
 * deleted when `work` ends or the form is refused. Exceeding a plugin limit (file size, file and field counts) is
 * 413 PAYLOAD_TOO_LARGE; a form that cannot be parsed is 400, never a 500.
 */
export async function withMultipartForm<T>(
  request: FastifyRequest,
  policy: FilePolicy,
  work: (form: MultipartForm) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart())
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the ticket as multipart/form-data');
  const dir = await mkdtemp(join(tmpdir(), UPLOAD_DIR_PREFIX));
  try {
    return await work(await readForm(request, policy, dir));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function readForm(request: FastifyRequest, policy: FilePolicy, dir: string): Promise<MultipartForm> {
  const fields: MultipartForm['fields'] = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const { filename, contentType, checks } = policy(part, files.length);
        const path = join(dir, String(files.length));
        // A body that ends inside a file has its stream destroyed before the loop sees it: piping it would wait forever.
        if (part.file.destroyed)
          throw new ApiError(400, 'BAD_REQUEST', 'The multipart body ends inside a file');
        // At its size limit the plugin stops passing a file on but ends it only when the part ends: refuse at once.
        part.file.once('limit', () => checks.destroy(fileTooLarge()));
        await pipeline(part.file, checks, createWriteStream(path, { mode: 0o600 }));
        if (part.file.truncated) throw fileTooLarge();
        files.push({ filename, contentType, path });
        continue;
      }
      if (part.valueTruncated)
        throw new ApiError(413, 'PAYLOAD_TOO_LARGE', `The field "${part.fieldname}" is too long`);
      // A part declared application/json arrives parsed: form fields are text.
      if (typeof part.value !== 'string')
        throw new ApiError(400, 'BAD_REQUEST', `The field "${part.fieldname}" must be text`);
      const previous = fields[part.fieldname];
      fields[part.fieldname] =
        previous === undefined
          ? part.value
          : [...(Array.isArray(previous) ? previous : [previous]), part.value];
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const { code, statusCode, syscall } = error as { code?: string; statusCode?: number; syscall?: string };
    // The disk failing is the server's problem, not a bad form.
    if (syscall) throw error;
    if (statusCode === 413)
      throw new ApiError(413, 'PAYLOAD_TOO_LARGE', tooLarge[code ?? ''] ?? 'The form is too large');
    throw new ApiError(400, 'BAD_REQUEST', `The multipart body cannot be read: ${(error as Error).message}`);
  }
  return { fields, files };
}
