import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { shellTestFiles } from '../../../../tests/helpers/shell-test-content.ts';
import { renderShell } from '../../../../tests/helpers/shell-test-utils.tsx';
import type { NavTree } from '../../../content/index.ts';
import { matchCategory } from '../../../kernel/navigation/match-route.ts';
import { CategoryPage } from './category-page.tsx';

/** A category listing inside the whole shell, and its phone Categories button. */
async function renderCategory(rest: string) {
  const files = shellTestFiles();
  const crumbs = matchCategory(files['uk/data/navTree.json'] as NavTree, rest)!;
  const env = await renderShell(`/uk/en${rest}`, { files, page: <CategoryPage crumbs={crumbs} /> });
  await screen.findByRole('navigation', { name: 'Main navigation' });
  const button = screen.getByRole('button', { name: 'Categories' });
  return { ...env, button, user: userEvent.setup() };
}

async function openCategories(rest = '/women/dresses') {
  const rendered = await renderCategory(rest);
  await rendered.user.click(rendered.button);
  const dialog = await screen.findByRole('dialog', { name: 'Women' });
  return { ...rendered, dialog };
}

describe('the category pull-out of a category listing', () => {
  it('opens from the Categories button by the heading, listing the top level’s categories', async () => {
    const { button, dialog, stores } = await openCategories();
    expect(stores.ui.pullout).toBe('mobileCategories');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', dialog.id);
    const list = within(dialog);
    expect(list.getByRole('link', { name: 'Shop all Women' })).toHaveAttribute('href', '/uk/en/women');
    expect(list.getByRole('link', { name: 'Dresses' })).toHaveAttribute('aria-current', 'page');
    expect(list.getByRole('link', { name: 'Knitwear' })).toHaveAttribute('href', '/uk/en/women/knitwear');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { user, button, stores } = await openCategories();
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    expect(stores.ui.pullout).toBeNull();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on an overlay click and gives focus back to the button', async () => {
    const { button, stores, result } = await openCategories();
    const overlay = result.container.querySelector('[data-pullout-overlay]');
    expect(overlay).not.toBeNull();
    fireEvent.click(overlay!);
    expect(stores.ui.pullout).toBeNull();
    expect(button).toHaveFocus();
  });

  it('is offered on a top level too, where its categories are the ones below', async () => {
    const { user, button } = await renderCategory('/men');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Men' });
    expect(within(dialog).getByRole('link', { name: 'Shirts' })).toHaveAttribute('href', '/uk/en/men/shirts');
  });
});
