import { runInAction } from 'mobx';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ManualClock } from '../../../../tests/helpers/fake-services.ts';
import { createTestEnvironment } from '../../../../tests/helpers/render-with-stores.tsx';
import { shellTestFiles } from '../../../../tests/helpers/shell-test-content.ts';
import { renderShell } from '../../../../tests/helpers/shell-test-utils.tsx';
import { LAST_COUNTRY_KEY } from './country-choices.ts';
import { SiteSettingsModal } from './site-settings-modal.tsx';

/** The modal on its own, open on a UK page, with a spy for full page loads. */
async function openModalAlone(path: string) {
  const env = createTestEnvironment({ path, files: shellTestFiles() });
  await env.stores.content.loadShell('uk', 'en', 'en');
  const assign = vi.fn();
  env.stores.ui.openModal('siteSettings');
  env.render(<SiteSettingsModal shell={readyShell(env.stores)} assign={assign} />);
  const user = userEvent.setup();
  const form = within(screen.getByRole('dialog', { name: 'Site settings' }));
  return { env, assign, user, form };
}

async function openSettings(path: string) {
  const env = await renderShell(path);
  await screen.findByRole('navigation', { name: 'Main navigation' });
  const user = userEvent.setup();
  const opener = screen.getByRole('button', { name: /^Site settings:/ });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Site settings' });
  return { ...env, user, opener, dialog, form: within(dialog) };
}

describe('SiteSettingsModal', () => {
  it('switches the language of the current site in place, keeping the path, and stores the choice', async () => {
    const { user, form, location, services, stores } = await openSettings('/ae/en/women/dresses');
    expect(form.getByLabelText('Shipping destination')).toHaveValue('ae');
    expect(form.getByLabelText('Preferred language')).toHaveValue('en');
    await user.selectOptions(form.getByLabelText('Preferred language'), 'ar');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(location()).toBe('/ae/ar/women/dresses');
    expect(services.storage.get('storefront:language:ae')).toBe('ar');
    expect(services.storage.get(LAST_COUNTRY_KEY)).toBe('AE');
    expect(stores.site.direction).toBe('rtl');
    expect(stores.ui.modal).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Site settings' })).toBeNull());
  });

  it('reloads at the new language address after 50 ms when an email-marketing tracker is on', async () => {
    const { env, assign, user, form } = await openModalAlone('/ae/en/women/dresses');
    runInAction(() => (env.stores.site.switchReloads = true));
    await user.selectOptions(form.getByLabelText('Preferred language'), 'ar');
    await user.click(form.getByRole('button', { name: 'Save' }));
    const clock = env.services.clock as ManualClock;
    clock.advance(49);
    expect(assign).not.toHaveBeenCalled();
    clock.advance(1);
    expect(assign).toHaveBeenCalledWith('/ae/ar/women/dresses');
    expect(env.services.storage.get('storefront:language:ae')).toBe('ar');
  });

  it('goes to another site with a full page load, keeping a category path, and stores the country', async () => {
    const { env, assign, user, form } = await openModalAlone('/uk/en/women/dresses');
    await user.selectOptions(form.getByLabelText('Shipping destination'), 'ae');
    expect(form.getByLabelText('Preferred language')).toHaveValue('en');
    await user.selectOptions(form.getByLabelText('Preferred language'), 'ar');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(assign).toHaveBeenCalledWith('/ae/ar/women/dresses');
    expect(env.services.storage.get(LAST_COUNTRY_KEY)).toBe('AE');
    expect(env.stores.ui.modal).toBeNull();
  });

  it('leads to the other site home from a page that is not a category', async () => {
    const { assign, user, form } = await openModalAlone('/uk/en/about-us');
    await user.selectOptions(form.getByLabelText('Shipping destination'), 'ae');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(assign).toHaveBeenCalledWith('/ae/en');
  });

  it('closes on Cancel and Escape without changing anything, giving focus back', async () => {
    const { user, form, opener, location, services, stores } = await openSettings('/uk/en');
    await user.click(form.getByRole('button', { name: 'Cancel' }));
    expect(stores.ui.modal).toBeNull();
    await act(async () => {});
    expect(opener).toHaveFocus();
    await user.click(opener);
    expect(screen.getByLabelText('Shipping destination')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(stores.ui.modal).toBeNull();
    expect(location()).toBe('/uk/en');
    expect(services.storage.get(LAST_COUNTRY_KEY)).toBeNull();
  });
});

function readyShell(stores: ReturnType<typeof createTestEnvironment>['stores']) {
  const state = stores.content.shell('uk', 'en');
  if (state.status !== 'ready') throw new Error('shell not loaded');
  return state.value;
}
