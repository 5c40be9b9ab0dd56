import { Transform } from 'node:stream';
import { ATTACHMENT_EXTENSIONS, ATTACHMENT_FIELD } from '../../../schemas/api/helpdesk.schema.ts';
import { ApiError, badRequest } from '../../api/api-error.ts';
import { safeFilename, sniffType, SNIFF_BYTES, typeOfName } from './attachment-types.ts';
import type { FilePolicy } from './multipart-form.ts';

function refused(filename: string, index: number): ApiError {
  return new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'An attachment is not an accepted type', [
    {
      pointer: `/body/${ATTACHMENT_FIELD}/${index}`,
      rule: 'type',
      message: `"${filename}" is not a ${ATTACHMENT_EXTENSIONS.join(', ')} file`,
    },
  ]);
}

/**
 * Passes a file's bytes on while counting them with `onBytes` (which throws to stop the upload) and refuses the file
 * as soon as its first bytes show it is not `expectedType`, so a refused file is never read to its end.
 */
function contentCheck(
  expectedType: string,
  refuse: () => ApiError,
  onBytes: (bytes: number) => void,
): Transform {
  let head = Buffer.alloc(0);
  let sniffed = false;
  const sniff = () => {
    sniffed = true;
    if (sniffType(head) !== expectedType) throw refuse();
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      try {
        onBytes(chunk.length);
        if (!sniffed) {
          head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
          if (head.length >= SNIFF_BYTES) sniff();
        }
        done(null, chunk);
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done) {
      try {
        // A file shorter than the longest signature is judged by what there is.
        if (!sniffed) sniff();
        done();
      } catch (error) {
        done(error as Error);
      }
    },
  });
}

/**
 * The helpdesk's rules for each uploaded file: only in the attachments field, with an accepted extension (checked
 * before reading), and content whose first bytes are of the type the extension names. `onBytes` sees every byte.
 */
export function attachmentPolicy(onBytes: (bytes: number) => void): FilePolicy {
  return (part, index) => {
    if (part.fieldname !== ATTACHMENT_FIELD)
      throw badRequest(`Files go in "${ATTACHMENT_FIELD}"`, [
        { pointer: `/body/${part.fieldname}`, message: 'unexpected file' },
      ]);
    const filename = safeFilename(part.filename);
    const contentType = typeOfName(filename);
    if (!contentType) throw refused(filename, index);
    return {
      filename,
      contentType,
      checks: contentCheck(contentType, () => refused(filename, index), onBytes),
    };
  };
}
