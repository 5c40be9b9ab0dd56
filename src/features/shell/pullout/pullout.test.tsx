import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../../../../tests/helpers/shell-test-utils.tsx';

async function openMenu() {
  const env = await renderShell('/uk/en');
  await screen.findByRole('navigation', { name: 'Main navigation' });
  const user = userEvent.setup();
  const menuButton = screen.getByRole('button', { name: 'Open menu' });
  await user.click(menuButton);
  const dialog = await screen.findByRole('dialog', { name: 'Menu' });
  return { ...env, user, menuButton, dialog };
}

describe('Pullout (menu)', () => {
  it('opens as a labelled modal dialog with focus inside and the page scroll locked', async () => {
    const { dialog, stores, menuButton } = await openMenu();
    expect(stores.ui.pullout).toBe('menuPullout');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // The drawer's code arrives on first open; focus moves in once it has mounted.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(document.body.style.overflow).toBe('hidden');
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    const { user, menuButton, stores } = await openMenu();
    await user.keyboard('{Escape}');
    expect(stores.ui.pullout).toBeNull();
    expect(menuButton).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on an overlay click and gives focus back', async () => {
    const { menuButton, stores, result } = await openMenu();
    const overlay = result.container.querySelector('[data-pullout-overlay]');
    expect(overlay).not.toBeNull();
    fireEvent.click(overlay as Element);
    expect(stores.ui.pullout).toBeNull();
    expect(menuButton).toHaveFocus();
  });

  it('keeps Tab inside the drawer', async () => {
    const { user, dialog } = await openMenu();
    for (let step = 0; step < 12; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('drills down the menu levels and back, with view-all and extra sections', async () => {
    const { user, dialog } = await openMenu();
    const menu = within(dialog);
    expect(menu.getByRole('heading', { name: 'Help' })).toBeInTheDocument();
    await user.click(menu.getByRole('button', { name: 'Women' }));
    expect(menu.getByRole('button', { name: 'Back' })).toHaveFocus();
    expect(menu.getByRole('link', { name: 'Shop all Women' })).toHaveAttribute('href', '/uk/en/women');
    expect(menu.queryByRole('heading', { name: 'Help' })).toBeNull();
    await user.click(menu.getByRole('button', { name: 'Clothing' }));
    expect(menu.getByRole('link', { name: 'Dresses' })).toHaveAttribute('href', '/uk/en/women/dresses');
    expect(menu.getByRole('link', { name: 'View all clothing' })).toBeInTheDocument();
    await user.click(menu.getByRole('button', { name: 'Back' }));
    expect(menu.getByRole('button', { name: 'Clothing' })).toHaveFocus();
  });

  it('closes when the route changes', async () => {
    const { user, dialog, stores, location } = await openMenu();
    await user.click(within(dialog).getByRole('button', { name: 'Women' }));
    await user.click(within(dialog).getByRole('link', { name: 'Shop all Women' }));
    expect(location()).toBe('/uk/en/women');
    expect(stores.ui.pullout).toBeNull();
  });

  it('hands over to the site settings modal from its country button', async () => {
    const { user, dialog, stores } = await openMenu();
    await user.click(within(dialog).getByRole('button', { name: /Shipping to United Kingdom/ }));
    expect(stores.ui.pullout).toBeNull();
    expect(stores.ui.modal).toBe('siteSettings');
    await act(async () => {});
    expect(await screen.findByRole('dialog', { name: 'Site settings' })).toBeInTheDocument();
  });
});
