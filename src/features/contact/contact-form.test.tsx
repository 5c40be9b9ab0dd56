import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import layoutFile from '../../../content-fixtures/uk/data/en/contact-us-form.json';
import schemaFile from '../../../content-fixtures/uk/data/en/contact-us-schema.json';
import labelsFile from '../../../content-fixtures/uk/data/en/contact-us-schema_webLabels.json';
import { FakeHelpdeskService } from '../../../tests/helpers/fake-helpdesk-service.ts';
import { renderWithI18n } from '../../../tests/helpers/render-with-i18n.tsx';
import type { ContentOf } from '../../content/index.ts';
import { ContactStore } from './stores/contact-store.ts';
import { ContactForm } from './contact-form.tsx';

const schema = schemaFile as ContentOf<'contactUsSchema'>;
const labels = labelsFile as ContentOf<'contactUsWebLabels'>;
const layout = layoutFile as ContentOf<'contactUsForm'>;

function setUp(email?: string) {
  const helpdesk = new FakeHelpdeskService();
  const store = new ContactStore(() => Promise.resolve(helpdesk));
  renderWithI18n(
    <ContactForm
      store={store}
      schema={schema}
      labels={labels}
      layout={layout}
      language="en"
      locale="en-GB"
      email={email}
    />,
  );
  return { helpdesk, store };
}

const png = (name = 'photo.png', bytes = 100) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

async function fillValidEnquiry() {
  await userEvent.type(screen.getByLabelText('Email address'), 'ana@example.com');
  await userEvent.selectOptions(screen.getByLabelText('What is your enquiry about?'), 'Returns and refunds');
  await userEvent.type(screen.getByLabelText('Your message'), 'The parcel arrived without the belt.');
}

describe('ContactForm', () => {
  it('never sends an enquiry the schema refuses: each error beside its field, the first wrong field focused', async () => {
    const { helpdesk } = setUp();
    await userEvent.type(screen.getByLabelText('Email address'), 'not-an-address');
    await userEvent.type(screen.getByLabelText('Your message'), 'Too short');
    await userEvent.type(screen.getByLabelText('Order number (optional)'), 'UK-1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const email = screen.getByLabelText('Email address');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Please enter a valid e-mail address, like name@example.com.');
    expect(screen.getByLabelText('What is your enquiry about?')).toHaveAccessibleDescription(
      'Please fill in this field.',
    );
    expect(screen.getByLabelText('Your message')).toHaveAccessibleDescription(
      'Please tell us a little more.',
    );
    expect(screen.getByLabelText('Order number (optional)')).toHaveAccessibleDescription(
      "Please check this: it isn't in the expected format.",
    );
    expect(helpdesk.sent).toEqual([]);
  });

  it("sends a valid enquiry with its files, country, language and the shop's own order number, then shows the success content", async () => {
    const { helpdesk } = setUp();
    await fillValidEnquiry();
    // Typed as a shopper might read it out: the form matches without case.
    await userEvent.type(screen.getByLabelText('Order number (optional)'), 'ukawrw2ptmwi');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'IE');
    await userEvent.upload(screen.getByLabelText('Attachments (optional)'), [png(), png('receipt.pdf')]);
    expect(
      within(screen.getByRole('list', { name: 'Files to send' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['photo.png (100 bytes)Remove', 'receipt.pdf (100 bytes)Remove']);
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const sent = await screen.findByRole('status');
    expect(sent).toHaveTextContent('Thank you, we have received your message');
    expect(sent).toHaveFocus();
    expect(helpdesk.sent).toEqual([
      {
        email: 'ana@example.com',
        subject: 'Returns and refunds',
        description: 'Order number (optional): ukawrw2ptmwi\n\nThe parcel arrived without the belt.',
        type: 'Question',
        language: 'en',
        country: 'IE',
        attachments: [
          expect.objectContaining({ name: 'photo.png' }),
          expect.objectContaining({ name: 'receipt.pdf' }),
        ],
      },
    ]);
  });

  it('states the limits once before any upload, refuses a wrong type, an over-size file and one too many, by name', async () => {
    setUp();
    const input = screen.getByLabelText('Attachments (optional)');
    expect(input).toHaveAccessibleDescription(
      'A photo of the item or of your receipt helps us answer faster. Up to 3 files of 5 MB at most each (\u2068GIF, JPG, PNG, PDF\u2069).',
    );
    await userEvent.upload(input, [new File(['MZ'], 'setup.exe'), png('huge.png', 5 * 1024 * 1024 + 1)], {
      applyAccept: false,
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      "setup.exe can't be attached. Please choose \u2068GIF, JPG, PNG, PDF\u2069 files.",
    );
    expect(alert).toHaveTextContent('huge.png is larger than 5 MB. Please choose a smaller file.');
    expect(screen.queryByRole('list', { name: 'Files to send' })).toBeNull();

    await userEvent.upload(input, [png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    expect(screen.getByRole('alert')).toHaveTextContent("4.png wasn't added: you can attach up to 3 files.");
    expect(within(screen.getByRole('list', { name: 'Files to send' })).getAllByRole('listitem')).toHaveLength(
      3,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove 2.png' }));
    expect(within(screen.getByRole('list', { name: 'Files to send' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
  });

  it("shows the helpdesk's refusal, or the site's failure content, and keeps what was typed", async () => {
    const { helpdesk } = setUp('ana@example.com');
    expect(screen.getByLabelText('Email address')).toHaveValue('ana@example.com');
    await userEvent.selectOptions(screen.getByLabelText('What is your enquiry about?'), 'My account');
    await userEvent.type(screen.getByLabelText('Your message'), 'I cannot change my password.');
    helpdesk.refuseNext('TOO_MANY_REQUESTS');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait a few minutes and try again.');
    helpdesk.refuseNext('UNAVAILABLE');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Sorry, your message could not be sent'),
    );
    expect(screen.getByLabelText('Your message')).toHaveValue('I cannot change my password.');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you');
    expect(helpdesk.sent).toHaveLength(1);
  });
});
