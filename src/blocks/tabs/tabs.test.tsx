import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createTestEnvironment } from '../../../tests/helpers/render-with-stores.tsx';
import { RenderBlocks } from '../../renderer/index.ts';
import { activeTabIndex } from './tabs.tsx';

const text = (value: string) => ({ type: 'text-banner', text: value });
const block = {
  type: 'tabs',
  tabs: [
    { label: { en: 'Women', ar: 'نساء' }, blocks: [text('Women panel')] },
    { label: { en: 'Men', ar: 'رجال' }, blocks: [text('Men panel')] },
    { label: { en: 'New In', ar: 'وصل حديثًا' }, blocks: [text('New in panel'), { type: 'text-banner' }] },
  ],
};

/** Starts the router at a search string, then shows where the tabs move it (and how). */
function Harness({ search, children }: { search: string; children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [ready, setReady] = useState(search === '');
  useEffect(() => {
    if (search) navigate({ search }, { replace: true });
    setReady(true);
  }, [navigate, search]);
  return (
    <>
      <output data-testid="search">{location.search}</output>
      <output data-testid="navigation">{navigationType}</output>
      {ready && children}
    </>
  );
}

function renderTabs({ search = '', path = '/uk/en', content = block as unknown } = {}) {
  const env = createTestEnvironment({ path });
  env.render(
    <Harness search={search}>
      <RenderBlocks blocks={[content]} pointer="/blocks" />
    </Harness>,
  );
  return env;
}

const selected = () => screen.getByRole('tab', { selected: true });
const search = () => screen.getByTestId('search').textContent;

describe('activeTabIndex', () => {
  it('matches a single value case-insensitively, else the first tab', () => {
    const labels = ['Women', 'Men', 'New In'];
    expect(activeTabIndex([], labels)).toBe(0);
    expect(activeTabIndex(['MEN'], labels)).toBe(1);
    expect(activeTabIndex(['new in'], labels)).toBe(2);
    expect(activeTabIndex(['kids'], labels)).toBe(0);
    expect(activeTabIndex(['men', 'men'], labels)).toBe(0);
  });
});

describe('tabs', () => {
  it('shows the first tab when the URL has no parameter', () => {
    renderTabs();
    expect(selected()).toHaveTextContent('Women');
    expect(screen.getByText('Women panel')).toBeVisible();
    expect(screen.queryByText('Men panel')).toBeNull();
  });

  it('opens the tab named by the URL parameter, case-insensitively', () => {
    renderTabs({ search: '?tab=MEN' });
    expect(selected()).toHaveTextContent('Men');
    expect(screen.getByText('Men panel')).toBeInTheDocument();
  });

  it('falls back to the first tab for an unknown or repeated parameter', () => {
    renderTabs({ search: '?tab=kids' });
    expect(selected()).toHaveTextContent('Women');
  });

  it('falls back to the first tab when the parameter appears twice', () => {
    renderTabs({ search: '?tab=men&tab=men' });
    expect(selected()).toHaveTextContent('Women');
  });

  it('sets the lowercase label for other tabs and removes the parameter for the first, replacing history', () => {
    renderTabs({ search: '?utm=spring' });
    fireEvent.click(screen.getByRole('tab', { name: 'New In' }));
    expect(search()).toBe('?utm=spring&tab=new+in');
    expect(screen.getByTestId('navigation')).toHaveTextContent('REPLACE');
    expect(selected()).toHaveTextContent('New In');
    fireEvent.click(screen.getByRole('tab', { name: 'Women' }));
    expect(search()).toBe('?utm=spring');
    expect(selected()).toHaveTextContent('Women');
  });

  it('uses the parameter name the content gives', () => {
    renderTabs({ search: '?view=men', content: { ...block, param: 'view' } });
    expect(selected()).toHaveTextContent('Men');
    fireEvent.click(screen.getByRole('tab', { name: 'New In' }));
    expect(search()).toBe('?view=new+in');
  });

  it('follows the WAI-ARIA tabs pattern: roving tabindex, arrows, Home and End', () => {
    renderTabs();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(tabs[0]).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);
    act(() => tabs[0]!.focus());
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(selected()).toHaveTextContent('Men');
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    fireEvent.keyDown(tabs[1]!, { key: 'End' });
    expect(document.activeElement).toBe(tabs[2]);
    fireEvent.keyDown(tabs[2]!, { key: 'ArrowRight' });
    expect(selected()).toHaveTextContent('Women');
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
    expect(selected()).toHaveTextContent('New In');
    fireEvent.keyDown(tabs[2]!, { key: 'Home' });
    expect(selected()).toHaveTextContent('Women');
  });

  it('mirrors the arrow keys in RTL', () => {
    renderTabs({ path: '/ae/ar' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs[0]).toHaveTextContent('نساء');
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
    expect(selected()).toHaveTextContent('رجال');
    expect(search()).toBe('?tab=%D8%B1%D8%AC%D8%A7%D9%84');
    fireEvent.keyDown(tabs[1]!, { key: 'ArrowRight' });
    expect(selected()).toHaveTextContent('نساء');
  });

  it('renders panel blocks with their pointers, so a broken child names its place', () => {
    const { services } = renderTabs({ search: '?tab=new+in' });
    expect(document.querySelector('[data-broken-block="/blocks/0/tabs/2/blocks/1"]')).not.toBeNull();
    expect(services.reporter.reports[0]).toMatchObject({ pointer: '/blocks/0/tabs/2/blocks/1/text' });
  });
});
