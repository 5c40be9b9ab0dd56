import type { FastifyRequest } from 'fastify';
import { API_LIMITS } from '../../../schemas/api/conventions.ts';
import { ApiError } from '../../api/api-error.ts';

export interface UploadedFile {
  fieldname: string;
  filename: string;
  bytes: Buffer;
}

export interface MultipartForm {
  /** A field sent twice is a list (and then fails a schema that wants one value). */
  fields: Record<string, string | string[]>;
  files: UploadedFile[];
}

const tooLarge: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: `An attachment is larger than ${API_LIMITS.maxAttachmentBytes} bytes`,
  FST_FILES_LIMIT: `At most ${API_LIMITS.maxAttachments} attachments`,
  FST_FIELDS_LIMIT: 'Too many form fields',
  FST_PARTS_LIMIT: 'Too many form parts',
};

/**
 * Read a whole multipart form into memory (bounded by the plugin's limits: file size, file and field counts).
 * Exceeding a limit is 413 PAYLOAD_TOO_LARGE; a form that cannot be parsed is 400, never a 500.
 */
export async function readMultipartForm(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart())
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the ticket as multipart/form-data');
  const fields: MultipartForm['fields'] = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        files.push({ fieldname: part.fieldname, filename: part.filename, bytes: await part.toBuffer() });
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
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (statusCode === 413)
      throw new ApiError(413, 'PAYLOAD_TOO_LARGE', tooLarge[code ?? ''] ?? 'The form is too large');
    throw new ApiError(400, 'BAD_REQUEST', `The multipart body cannot be read: ${(error as Error).message}`);
  }
  return { fields, files };
}
