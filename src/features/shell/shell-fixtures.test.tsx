import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../../../tests/helpers/shell-test-utils.tsx';

const root = join(process.cwd(), 'content-fixtures');

/** Every JSON file of the given country folders, keyed `{siteId}/{path}` as the fake content service expects. */
function fixtureFiles(...siteIds: string[]): Record<string, unknown> {
  const files: Record<string, unknown> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.json'))
        files[relative(root, path)] = JSON.parse(readFileSync(path, 'utf8'));
    }
  };
  for (const siteId of siteIds) walk(join(root, siteId));
  return files;
}

const read = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'));
const present = ['uk', 'ae'].every((siteId) => existsSync(join(root, siteId, 'data', 'navMenu.json')));

describe.runIf(present)('shell with the content fixtures', () => {
  it('renders the uk header, mega menu and footer from content-fixtures/uk', async () => {
    const { services } = await renderShell('/uk/en', { files: fixtureFiles('uk') });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const header = read('uk/data/header.json');
    expect(screen.getByRole('link', { name: header.logo.text })).toHaveAttribute('href', '/uk/en');
    const tops = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(tops).toEqual(read('uk/data/navMenu.json').items.map((item: { label: string }) => item.label));
    const footer = read('uk/data/en/footer.json');
    const contentinfo = screen.getByRole('contentinfo');
    for (const column of footer.columns) {
      expect(within(contentinfo).getByRole('button', { name: column.title })).toBeInTheDocument();
    }
    const reports = services.reporter.reports.filter((report) => report.kind === 'content');
    expect(reports).toEqual([]);
  });

  it('switches the ae site from Arabic to English in place, with mirrored arrows before', async () => {
    const { location, services } = await renderShell('/ae/ar', { files: fixtureFiles('ae') });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const user = userEvent.setup();
    const [first, second] = read('ae/data/navMenu.json').items as { label: { ar: string } | string }[];
    const label = (item: { label: { ar: string } | string } | undefined) =>
      typeof item?.label === 'string' ? item.label : (item?.label.ar ?? '');
    within(nav)
      .getByRole('link', { name: label(first) })
      .focus();
    await user.keyboard('{ArrowLeft}');
    expect(within(nav).getByRole('link', { name: label(second) })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: /^Site settings:/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Site settings' });
    await user.selectOptions(within(dialog).getByLabelText('Preferred language'), 'en');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(location()).toBe('/ae/en');
    expect(services.storage.get('storefront:language:ae')).toBe('en');
  });
});
