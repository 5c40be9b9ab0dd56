import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FakeIdentityService, fakeAccountServices } from '../../../tests/helpers/fake-identity.ts';
import { FakeMarketingService } from '../../../tests/helpers/fake-services.ts';
import { createTestEnvironment } from '../../../tests/helpers/render-with-stores.tsx';
import { AccountStore } from './stores/account-store.ts';
import { accountFieldErrors, type AccountField } from './account-form.tsx';
import { ChangePasswordForm, SignInForm, VerifyForm } from './account-forms.tsx';
import { CreateAccountForm } from './create-account-form.tsx';

function setup() {
  const identity = new FakeIdentityService();
  const fakes = fakeAccountServices(identity);
  const marketing = new FakeMarketingService();
  const account = new AccountStore(fakes.services, fakes.cart, marketing);
  const render = (ui: (account: AccountStore) => ReactNode) => createTestEnvironment().render(ui(account));
  return { account, identity, marketing, log: fakes.log, render };
}

const INTERESTS = {
  requireInterest: true,
  groups: [
    {
      vendor: 'mailchimp',
      id: 'news',
      label: 'What would you like to hear about?',
      interests: [
        { id: 'womenswear', label: 'Womenswear' },
        { id: 'menswear', label: 'Menswear' },
      ],
    },
  ],
};

describe('SignInForm', () => {
  it('labels its fields and refuses an empty form, focusing the first field with its error', async () => {
    const { render, log } = setup();
    render((account) => <SignInForm account={account} onSignedIn={vi.fn()} onUnconfirmed={vi.fn()} />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const email = screen.getByLabelText('E-mail address');
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please fill this in.');
    expect(log).toEqual([]);
  });

  it('announces a refused sign-in as an alert, and calls back once the sequence is done', async () => {
    const { render, identity } = setup();
    const onSignedIn = vi.fn();
    render((account) => <SignInForm account={account} onSignedIn={onSignedIn} onUnconfirmed={vi.fn()} />);
    identity.failNext('signIn', 'NotAuthorizedException', 'Incorrect username or password.');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Wrong-123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await within(screen.getByRole('alert')).findByText('Your e-mail address or password is incorrect.'),
    ).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
  });

  it('links to the forgotten password and account creation pages', () => {
    const { render } = setup();
    render((account) => <SignInForm account={account} onSignedIn={vi.fn()} onUnconfirmed={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Forgotten your password?' })).toHaveAttribute(
      'href',
      '/uk/en/account/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'New here? Create an account' })).toHaveAttribute(
      'href',
      '/uk/en/account/create',
    );
  });
});

// Changed to agree with the identity service: letters of any script, its own symbols, characters counted.
describe('accountFieldErrors on a new password', () => {
  const field: AccountField = {
    name: 'password',
    label: 'WEB.ACCOUNT.PASSWORD',
    type: 'password',
    autoComplete: 'new-password',
    newPassword: true,
  };
  const errorOf = (password: string) => accountFieldErrors([field], { password }).password;

  it('takes what the identity service takes and refuses what it refuses', () => {
    expect(errorOf('Ébcdefg1!')).toBeUndefined();
    expect(errorOf('Abcdefg1é')).toBe('WEB.ACCOUNT.CODES.INVALID_PW_COMPLEXITY');
    expect(errorOf('Ab1!cd😀')).toBe('WEB.ACCOUNT.CODES.INVALID_PW_COMPLEXITY');
  });
});

describe('CreateAccountForm', () => {
  const fill = async (password: string) => {
    await userEvent.type(screen.getByLabelText('E-mail address'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), password);
    await userEvent.type(screen.getByLabelText('First name'), 'Ana');
    await userEvent.type(screen.getByLabelText('Last name'), 'Silva');
  };

  it('shows the password policy and refuses a password that does not meet it', async () => {
    const { render, identity } = setup();
    render((account) => (
      <CreateAccountForm account={account} interestGroups={INTERESTS} onCreated={vi.fn()} />
    ));
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription(/At least 8 characters/);
    await fill('short');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(password).toHaveFocus();
    expect(password).toHaveAccessibleDescription(/Your password needs at least 8 characters/);
    expect(identity.signUps).toEqual([]);
  });

  it('offers the interests once consent is given and asks for one before creating the account', async () => {
    const { render, identity } = setup();
    const onCreated = vi.fn();
    render((account) => (
      <CreateAccountForm account={account} interestGroups={INTERESTS} onCreated={onCreated} />
    ));
    expect(screen.queryByLabelText('Womenswear')).toBeNull();
    await fill('Secret-123');
    await userEvent.click(screen.getByLabelText('Send me news and offers by e-mail'));
    expect(screen.getByRole('group', { name: 'What would you like to hear about?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      within(screen.getByRole('alert')).getByText(
        'Please choose at least one interest to receive news and offers.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Menswear'));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith('ana@example.com'));
    expect(identity.signUps).toEqual([
      {
        email: 'ana@example.com',
        password: 'Secret-123',
        givenName: 'Ana',
        familyName: 'Silva',
        marketingConsent: true,
      },
    ]);
  });

  it("ticks an interest in one vendor's group only, and signs each vendor up with its own once verified", async () => {
    const { render, account, identity, marketing } = setup();
    const twoVendors = {
      ...INTERESTS,
      groups: [
        INTERESTS.groups[0]!,
        { ...INTERESTS.groups[0]!, vendor: 'braze', id: 'offers', label: 'Offers by e-mail' },
      ],
    };
    const onCreated = vi.fn();
    render((account) => (
      <CreateAccountForm account={account} interestGroups={twoVendors} onCreated={onCreated} />
    ));
    await fill('Secret-123');
    await userEvent.click(screen.getByLabelText('Send me news and offers by e-mail'));
    const news = screen.getByRole('group', { name: 'What would you like to hear about?' });
    const offers = screen.getByRole('group', { name: 'Offers by e-mail' });
    await userEvent.click(within(news).getByRole('checkbox', { name: 'Womenswear' }));
    expect(within(news).getByRole('checkbox', { name: 'Womenswear' })).toBeChecked();
    expect(within(offers).getByRole('checkbox', { name: 'Womenswear' })).not.toBeChecked();
    await userEvent.click(within(offers).getByRole('checkbox', { name: 'Menswear' }));
    expect(within(news).getByRole('checkbox', { name: 'Menswear' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith('ana@example.com'));
    // The pool is told of the consent only; the interests wait for the verified address.
    expect(identity.signUps[0]).not.toHaveProperty('interests');
    expect(marketing.requests).toEqual([]);
    await account.confirmSignUp('ana@example.com', '123456');
    const signup = { email: 'ana@example.com', language: 'en', consent: true };
    expect(marketing.requests).toEqual([
      { ...signup, vendor: 'mailchimp', interests: ['womenswear'] },
      { ...signup, vendor: 'braze', interests: ['menswear'] },
    ]);
  });

  it('announces an e-mail already in use', async () => {
    const { render, identity } = setup();
    render((account) => <CreateAccountForm account={account} interestGroups={null} onCreated={vi.fn()} />);
    identity.failNext('signUp', 'UsernameExistsException', 'An account with the given email already exists.');
    await fill('Secret-123');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await within(screen.getByRole('alert')).findByText(
        'An account with this e-mail address already exists. Sign in instead.',
      ),
    ).toBeInTheDocument();
  });
});

describe('VerifyForm', () => {
  it('takes the code on a number pad, sends a new one as a status, and announces a wrong one', async () => {
    const { render, identity, log } = setup();
    const onVerified = vi.fn();
    render((account) => <VerifyForm account={account} email="ana@example.com" onVerified={onVerified} />);
    expect(screen.getByText(/We've sent a code to ana@example.com/)).toBeInTheDocument();
    const code = screen.getByLabelText('Verification code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(
      await within(screen.getByRole('status')).findByText("We've sent you a new code."),
    ).toBeInTheDocument();
    expect(log).toEqual(['identity.resendConfirmationCode']);
    identity.failNext('confirmSignUp', 'CodeMismatchException', 'Invalid verification code provided');
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await within(screen.getByRole('alert')).findByText(
        "That code isn't right. Please check it and try again.",
      ),
    ).toBeInTheDocument();
    expect(onVerified).not.toHaveBeenCalled();
  });
});

describe('ChangePasswordForm', () => {
  it('announces a wrong current password, and a changed one as a status', async () => {
    const { render, identity } = setup();
    render((account) => <ChangePasswordForm account={account} />);
    // A section of the account page, so titled under the page's one first-level heading.
    expect(screen.getByRole('heading', { name: 'Change password' }).tagName).toBe('H2');
    identity.failNext('changePassword', 'NotAuthorizedException', 'Incorrect username or password.');
    await userEvent.type(screen.getByLabelText('Current password'), 'Wrong-123');
    await userEvent.type(screen.getByLabelText('New password'), 'Secret-456');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await within(screen.getByRole('alert')).findByText('Your current password is incorrect.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await within(screen.getByRole('status')).findByText('Your password has been changed.'),
    ).toBeInTheDocument();
  });
});
