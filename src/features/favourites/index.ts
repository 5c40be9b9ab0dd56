/** The favourites page: the shopper's hearted products as a tray. The heart itself, and what the browser remembers,
 * are the kernel's session (src/kernel/session), since every listing, product and bag shows it. */
export { FAVOURITES_SHOWN } from './screens/favourites-page.tsx';
