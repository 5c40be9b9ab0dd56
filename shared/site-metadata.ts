/**
 * Where the site metadata (maintenance switch, integrations, siteTag) lives under the content root, shared by the
 * storefront and the server. Staff preview builds read a copy of their own, so a preview can switch integrations or
 * maintenance without touching what shoppers get.
 */
export const SITE_METADATA_FILE = 'metadata-v2.json';
export const PREVIEW_METADATA_FILE = 'preview/metadata-v2.json';

/** A staff preview build is served on a host name that contains 'preview'. */
export const isPreviewHost = (hostname: string): boolean => hostname.includes('preview');

/** The metadata file a page reads: the preview copy on a preview host, else the live one. */
export const siteMetadataFile = (preview: boolean): string =>
  preview ? PREVIEW_METADATA_FILE : SITE_METADATA_FILE;
