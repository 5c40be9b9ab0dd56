import type { ATTACHMENT_EXTENSIONS } from '../../../schemas/api/helpdesk.schema.ts';
import { extensionOf } from '../../../shared/attachment-rules.ts';

type AttachmentExtension = (typeof ATTACHMENT_EXTENSIONS)[number];

const TYPE_OF_EXTENSION: Record<AttachmentExtension, string> = {
  gif: 'image/gif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** The leading bytes each accepted type must start with. */
const SIGNATURES: { type: string; bytes: number[] }[] = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', bytes: [...Buffer.from('GIF87a')] },
  { type: 'image/gif', bytes: [...Buffer.from('GIF89a')] },
  { type: 'application/pdf', bytes: [...Buffer.from('%PDF-')] },
];

/** How many leading bytes decide the type: the longest signature. */
export const SNIFF_BYTES = Math.max(...SIGNATURES.map((signature) => signature.bytes.length));

export function sniffType(bytes: Uint8Array): string | undefined {
  return SIGNATURES.find((signature) => signature.bytes.every((byte, index) => bytes[index] === byte))?.type;
}

/**
 * The content type of an accepted attachment, or undefined. Both the name and the content must agree: a renamed
 * executable has the right extension but not the right first bytes, and the client's declared type proves nothing.
 */
export function attachmentType(filename: string, bytes: Uint8Array): string | undefined {
  const expected = typeOfName(filename);
  return expected && sniffType(bytes) === expected ? expected : undefined;
}

/** The type a file name's extension claims, or undefined when the extension is not an accepted one. */
export function typeOfName(filename: string): string | undefined {
  return (TYPE_OF_EXTENSION as Record<string, string | undefined>)[extensionOf(filename)];
}

/** The last path segment, without control characters, bounded: a name to show, never a path to use. */
export function safeFilename(filename: string): string {
  const last = filename.split(/[/\\]/).pop() ?? '';
  const printable = [...last].filter((char) => char >= ' ' && char !== '\u007F').join('');
  const name = printable.trim().slice(-200);
  return name || 'attachment';
}
