import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ukConfig from '../../../content-fixtures/uk/config.json';
import ukInterests from '../../../content-fixtures/uk/data/en/interestGroups.json';
import { createTestEnvironment } from '../../../tests/helpers/render-with-stores.tsx';
import { EmailSignupWidget } from './email-signup-widget.tsx';

describe('EmailSignupWidget', () => {
  it('checks the address, then subscribes with the site language and thanks the shopper', async () => {
    const env = createTestEnvironment({ path: '/ae/ar' });
    env.render(<EmailSignupWidget title="Join the list" settings={{ text: 'Ten percent off' }} />);
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Join the list' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('Email address'));
    await user.type(screen.getByLabelText('Email address'), 'ana@example.com');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Thank you for signing up.')).toBeInTheDocument();
    expect(env.services.marketing.requests).toEqual([
      { email: 'ana@example.com', language: 'ar', interests: [], consent: true },
    ]);
  });

  it('tells the shopper when the address is already signed up', async () => {
    const env = createTestEnvironment();
    env.services.marketing.result = { ok: false, status: 409 };
    env.render(<EmailSignupWidget settings={{}} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), 'ana@example.com');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('This email address is already signed up.')).toBeInTheDocument();
  });

  it("offers the site's interests once consent is given, asks for one, and clears them when consent goes", async () => {
    const env = createTestEnvironment({
      files: { 'uk/config.json': ukConfig, 'uk/data/en/interestGroups.json': ukInterests },
    });
    env.render(<EmailSignupWidget settings={{}} />);
    const user = userEvent.setup();
    const consent = await screen.findByRole('checkbox', { name: ukInterests.consentText });
    expect(screen.queryByRole('group', { name: ukInterests.groups[0]!.label })).toBeNull();
    await user.type(screen.getByLabelText('Email address'), 'ana@example.com');
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Please choose at least one interest.')).toBeInTheDocument();
    const group = screen.getByRole('group', { name: ukInterests.groups[0]!.label });
    await user.click(within(group).getByRole('checkbox', { name: 'Womenswear' }));
    await user.click(consent);
    await user.click(consent);
    // Consent withdrawn and given again: the interest chosen before is gone.
    expect(
      within(screen.getByRole('group', { name: ukInterests.groups[0]!.label })).getByRole('checkbox', {
        name: 'Womenswear',
      }),
    ).not.toBeChecked();
    await user.click(
      within(screen.getByRole('group', { name: ukInterests.groups[0]!.label })).getByRole('checkbox', {
        name: 'Beauty',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Thank you for signing up.')).toBeInTheDocument();
    const [mailchimp, braze] = ukInterests.groups.map((group) => group.vendor);
    expect(env.services.marketing.requests).toEqual([
      { email: 'ana@example.com', language: 'en', interests: ['beauty'], consent: true, vendor: mailchimp },
      { email: 'ana@example.com', language: 'en', interests: [], consent: true, vendor: braze },
    ]);
  });

  it("ticks an interest in one vendor's group only and sends each vendor its own interests, separately", async () => {
    const env = createTestEnvironment({
      files: { 'uk/config.json': ukConfig, 'uk/data/en/interestGroups.json': ukInterests },
    });
    env.render(<EmailSignupWidget settings={{}} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), 'ana@example.com');
    await user.click(await screen.findByRole('checkbox', { name: ukInterests.consentText }));
    const [first, second] = ukInterests.groups.map((group) =>
      screen.getByRole('group', { name: group.label }),
    );
    await user.click(within(first!).getByRole('checkbox', { name: 'Womenswear' }));
    expect(within(first!).getByRole('checkbox', { name: 'Womenswear' })).toBeChecked();
    expect(within(second!).getByRole('checkbox', { name: 'Womenswear' })).not.toBeChecked();
    await user.click(within(second!).getByRole('checkbox', { name: 'Kids' }));
    expect(within(first!).getByRole('checkbox', { name: 'Kids' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Thank you for signing up.')).toBeInTheDocument();
    const signup = { email: 'ana@example.com', language: 'en', consent: true };
    expect(env.services.marketing.requests).toEqual([
      { ...signup, vendor: ukInterests.groups[0]!.vendor, interests: ['womenswear'] },
      { ...signup, vendor: ukInterests.groups[1]!.vendor, interests: ['kids'] },
    ]);
  });
});
