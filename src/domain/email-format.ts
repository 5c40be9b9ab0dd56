/** What the shop accepts as an e-mail address before asking the server: something@somewhere.tld, no spaces. */
export const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
