import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../tests/helpers/render-with-i18n.tsx';
import { ContactForm } from './contact-form.tsx';

function renderForm(onSave = vi.fn(async () => true)) {
  const view = renderWithI18n(
    <ContactForm consumer={undefined} country="GB" saving={false} error={null} onSave={onSave} />,
  );
  return { onSave, view };
}

describe('ContactForm', () => {
  it('labels every input and refuses an empty form, focusing the first field', async () => {
    const { onSave } = renderForm();
    for (const label of ['First name', 'Last name', 'E-mail address', 'Phone number'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save contact details' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('Please fill in this field.');
  });

  it('starts from a signed-in customer’s own details, which are theirs to change', async () => {
    const onSave = vi.fn(async () => true);
    renderWithI18n(
      <ContactForm
        consumer={undefined}
        suggested={{ firstName: 'Ana', lastName: 'Silva', email: 'ana@example.com' }}
        country="GB"
        saving={false}
        error={null}
        onSave={onSave}
      />,
    );
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
    expect(screen.getByLabelText('Last name')).toHaveValue('Silva');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('ana@example.com');
    expect(screen.getByLabelText('Phone number')).toHaveValue('');
    await userEvent.type(screen.getByLabelText('Phone number'), '07911 123456');
    await userEvent.click(screen.getByRole('button', { name: 'Save contact details' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ firstName: 'Ana', email: 'ana@example.com' }),
    );
  });

  it('refuses an e-mail without a domain and a phone number of another country', async () => {
    const { onSave } = renderForm();
    await userEvent.type(screen.getByLabelText('First name'), 'Ana');
    await userEvent.type(screen.getByLabelText('Last name'), 'Silva');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'ana@');
    await userEvent.type(screen.getByLabelText('Phone number'), '+1 212 555 0148');
    await userEvent.click(screen.getByRole('button', { name: 'Save contact details' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByLabelText('E-mail address')).toHaveFocus();
    expect(screen.getByText('Enter a valid e-mail address, like name@example.com.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid phone number for the delivery country.')).toBeInTheDocument();
  });

  it('saves trimmed details, the phone written internationally once left, then shows them with a way to edit', async () => {
    const onSave = vi.fn(async () => true);
    const view = renderWithI18n(
      <ContactForm consumer={undefined} country="GB" saving={false} error={null} onSave={onSave} />,
    );
    await userEvent.type(screen.getByLabelText('First name'), ' Ana ');
    await userEvent.type(screen.getByLabelText('Last name'), 'Silva');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Phone number'), '07400 123456');
    await userEvent.tab();
    expect(screen.getByLabelText('Phone number')).toHaveValue('+44 7400 123456');
    await userEvent.click(screen.getByRole('button', { name: 'Save contact details' }));
    const saved = {
      firstName: 'Ana',
      lastName: 'Silva',
      email: 'ana@example.com',
      phoneNumber: '+44 7400 123456',
    };
    expect(onSave).toHaveBeenCalledWith(saved);
    view.rerender(<ContactForm consumer={saved} country="GB" saving={false} error={null} onSave={onSave} />);
    expect(screen.queryByLabelText('First name')).toBeNull();
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
  });

  it('asks for the family name first where the site writes names that way', () => {
    renderWithI18n(
      <ContactForm
        consumer={undefined}
        country="JP"
        familyNameFirst
        saving={false}
        error={null}
        onSave={vi.fn()}
      />,
    );
    const labels = screen.getAllByText(/^(First name|Last name)$/).map((label) => label.textContent);
    expect(labels).toEqual(['Last name', 'First name']);
  });

  it('says when the shop refused the details', () => {
    renderWithI18n(
      <ContactForm
        consumer={undefined}
        country="GB"
        saving={false}
        error="VALIDATION_ERROR"
        onSave={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't save your details.");
  });
});
