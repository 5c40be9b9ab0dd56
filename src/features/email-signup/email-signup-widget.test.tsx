import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
});
