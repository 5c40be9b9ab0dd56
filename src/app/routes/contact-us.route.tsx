import { defineRoute } from './define-route.tsx';
import { lazyComponent } from '../../renderer/index.ts';

/** The contact form, a chunk of its own. */
export const ContactUsScreen = lazyComponent(
  () => import('../../features/contact/screens/contact-us-page.tsx'),
  (module) => module.ContactUsScreen,
);

const CONTACT_FILES = ['contactUsSchema', 'contactUsWebLabels', 'contactUsForm'] as const;

/** `/contact-us`, where every site's footer leads: the form's three content files load with the route. */
export const contactUsRoute = defineRoute<true>({
  id: 'contact-us',
  match: ({ rest }) => (rest === '/contact-us' ? true : undefined),
  Screen: ContactUsScreen,
  head: (_match, { rest }) => ({ path: rest, titleKey: 'WEB.CONTACT_US.TITLE' }),
  async prepare(_match, context) {
    await Promise.all(
      CONTACT_FILES.map((id) =>
        context.stores.content.loadKept(context.siteId, id, context.language).catch(() => undefined),
      ),
    );
  },
});
