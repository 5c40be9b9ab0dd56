/**
 * How an attachment's name is read, once for the contact form that refuses a file before sending and the helpdesk
 * that refuses it on arrival: the accepted extensions themselves are the schema's `ATTACHMENT_EXTENSIONS`.
 */

/** A file name's extension, lower case and without the dot; empty when the name has none. */
export const extensionOf = (filename: string): string =>
  /\.([^.]+)$/.exec(filename)?.[1]?.toLowerCase() ?? '';
