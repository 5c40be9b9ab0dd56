/**
 * Small, schema-valid shell content for the shell's unit tests, as the fake content service serves it
 * (`{siteId}/{path}` to JSON). Real country folders live in content-fixtures/.
 */
const navMenu = {
  items: [
    {
      key: 'women',
      label: { en: 'Women', ar: 'نساء' },
      path: '/women',
      items: [
        {
          key: 'women-clothing',
          label: 'Clothing',
          path: '/women/clothing',
          items: [
            { key: 'women-dresses', label: 'Dresses', path: '/women/dresses' },
            { key: 'women-knitwear', label: 'Knitwear', path: '/women/knitwear' },
            { key: 'women-coats', label: 'Coats', path: '/women/coats' },
            { key: 'women-all', label: 'View all clothing', path: '/women', type: 'view-all-button' },
          ],
        },
        {
          key: 'women-story',
          label: 'The linen edit',
          path: '/women/linen',
          type: 'content',
          image: '/content/uk/images/linen.jpg',
        },
      ],
    },
    {
      key: 'men',
      label: { en: 'Men', ar: 'رجال' },
      path: '/men',
      items: [
        {
          key: 'men-clothing',
          label: 'Clothing',
          items: [
            { key: 'men-shirts', label: 'Shirts', path: '/men/shirts' },
            { key: 'men-trousers', label: 'Trousers', path: '/men/trousers' },
          ],
        },
      ],
    },
    { key: 'sale', label: 'Sale', path: '/sale', color: '#8a2b2b' },
  ],
};

const navTree = {
  levels: [
    {
      key: 'women',
      label: 'Women',
      path: 'women',
      children: [
        { key: 'dresses', label: 'Dresses', path: 'dresses' },
        { key: 'knitwear', label: 'Knitwear', path: 'knitwear' },
      ],
    },
    { key: 'men', label: 'Men', path: 'men', children: [{ key: 'shirts', label: 'Shirts', path: 'shirts' }] },
  ],
};

const header = {
  logo: { text: 'Maison' },
  promoMessages: [
    { text: 'Free delivery over £50', href: '/delivery' },
    { text: 'New season, new arrivals' },
  ],
};

const footer = {
  columns: [
    {
      title: 'Help',
      links: [
        { label: 'Delivery', href: '/help/delivery' },
        { label: 'Returns', href: '/help/returns' },
      ],
    },
    { title: 'About', links: [{ label: 'Our story', href: '/about-us' }] },
  ],
  social: [
    { network: 'instagram', href: 'https://instagram.com/maison' },
    { network: 'x', href: 'https://x.com/maison' },
  ],
  newsletter: { title: 'Join the list', text: 'First look at new collections.' },
  paymentMethods: ['visa', 'mastercard', 'apple-pay'],
};

const footerNav = {
  links: [
    { label: 'Privacy policy', href: '/about-us/privacy-policy' },
    { label: 'Terms', href: '/about-us/terms' },
  ],
};

const menuPullout = {
  sections: [{ title: 'Help', items: [{ key: 'help-contact', label: 'Contact us', path: '/contact-us' }] }],
};

const countryNavigation = {
  countries: [
    {
      code: 'GB',
      value: 'uk',
      label: 'United Kingdom',
      languages: [{ code: 'en', value: 'English', url: '/uk/en' }],
    },
    {
      code: 'AE',
      value: 'ae',
      label: 'United Arab Emirates',
      languages: [
        { code: 'en', value: 'English', url: '/ae/en' },
        { code: 'ar', value: 'العربية', url: '/ae/ar' },
      ],
    },
  ],
};

/** The shell files of the uk site (English) and the ae site (English and Arabic) for `createTestEnvironment`. */
export function shellTestFiles(): Record<string, unknown> {
  const files: Record<string, unknown> = {};
  for (const siteId of ['uk', 'ae']) {
    files[`${siteId}/data/navMenu.json`] = navMenu;
    files[`${siteId}/data/navTree.json`] = navTree;
    files[`${siteId}/data/header.json`] = header;
    for (const language of siteId === 'ae' ? ['en', 'ar'] : ['en']) {
      files[`${siteId}/data/${language}/footer.json`] = footer;
      files[`${siteId}/data/${language}/footerNav.json`] = footerNav;
      files[`${siteId}/data/${language}/menu-pullout.json`] = menuPullout;
      files[`${siteId}/data/country-navigation_${language}.json`] = countryNavigation;
    }
  }
  return files;
}
