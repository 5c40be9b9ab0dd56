import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../../../tests/helpers/shell-test-utils.tsx';

async function openShell(path = '/uk/en') {
  const env = await renderShell(path);
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  return { ...env, nav };
}

const topLink = (name: string) => screen.getByRole('link', { name });
const toggle = (name: string) => screen.getByRole('button', { name });
const itemOf = (name: string) => topLink(name).closest('li') as HTMLElement;

afterEach(() => vi.useRealTimers());

describe('MegaMenu keyboard', () => {
  it('moves between top items with the arrow keys', async () => {
    await openShell();
    const user = userEvent.setup();
    topLink('Women').focus();
    await user.keyboard('{ArrowRight}');
    expect(topLink('Men')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(topLink('Sale')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(topLink('Men')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(topLink('Women')).toHaveFocus();
  });

  it('mirrors the arrow keys right to left', async () => {
    await openShell('/ae/ar');
    const user = userEvent.setup();
    topLink('نساء').focus();
    await user.keyboard('{ArrowLeft}');
    expect(topLink('رجال')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(topLink('نساء')).toHaveFocus();
  });

  it('opens a panel with Enter on its toggle and focuses the first link; arrows move inside; Escape returns', async () => {
    await openShell();
    const user = userEvent.setup();
    toggle('Women').focus();
    await user.keyboard('{Enter}');
    expect(toggle('Women')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Clothing' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Dresses' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Clothing' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle('Women')).toHaveAttribute('aria-expanded', 'false');
    expect(toggle('Women')).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Dresses' })).toBeNull();
  });

  it('opens with ArrowDown on a top link and closes when focus tabs out of the item', async () => {
    await openShell();
    const user = userEvent.setup();
    topLink('Men').focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Shirts' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Trousers' })).toHaveFocus();
    await user.tab();
    expect(topLink('Sale')).toHaveFocus();
    expect(toggle('Men')).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('MegaMenu pointer', () => {
  it('opens on hover after 250 ms and closes 100 ms after leaving', async () => {
    await openShell();
    vi.useFakeTimers();
    fireEvent.pointerEnter(itemOf('Women'), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(249));
    expect(toggle('Women')).toHaveAttribute('aria-expanded', 'false');
    act(() => vi.advanceTimersByTime(1));
    expect(toggle('Women')).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerLeave(itemOf('Women'), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(99));
    expect(toggle('Women')).toHaveAttribute('aria-expanded', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(toggle('Women')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens at once when an item of the menu has focus', async () => {
    await openShell();
    vi.useFakeTimers();
    topLink('Sale').focus();
    fireEvent.pointerEnter(itemOf('Men'), { pointerType: 'mouse' });
    expect(toggle('Men')).toHaveAttribute('aria-expanded', 'true');
  });

  it('switches panels at once while one is open', async () => {
    await openShell();
    vi.useFakeTimers();
    fireEvent.pointerEnter(itemOf('Women'), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(250));
    fireEvent.pointerLeave(itemOf('Women'), { pointerType: 'mouse' });
    fireEvent.pointerEnter(itemOf('Men'), { pointerType: 'mouse' });
    expect(toggle('Men')).toHaveAttribute('aria-expanded', 'true');
    expect(toggle('Women')).toHaveAttribute('aria-expanded', 'false');
  });

  it('on touch, the first tap opens the panel and the second follows the link', async () => {
    const { location } = await openShell();
    fireEvent.pointerEnter(itemOf('Women'), { pointerType: 'touch' });
    fireEvent.pointerDown(topLink('Women'), { pointerType: 'touch' });
    fireEvent.click(topLink('Women'));
    expect(toggle('Women')).toHaveAttribute('aria-expanded', 'true');
    expect(location()).toBe('/uk/en');
    fireEvent.pointerDown(topLink('Women'), { pointerType: 'touch' });
    fireEvent.click(topLink('Women'));
    expect(location()).toBe('/uk/en/women');
    expect(toggle('Women')).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the top item of the current path as active', async () => {
    await openShell('/uk/en/women/dresses');
    expect(itemOf('Women')).toHaveAttribute('data-active', 'true');
    expect(itemOf('Men')).not.toHaveAttribute('data-active');
  });
});
