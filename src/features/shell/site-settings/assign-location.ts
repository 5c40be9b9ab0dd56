/** A full page load: another site has other content, catalogues and cart. */
export function assignLocation(url: string): void {
  window.location.assign(url);
}
