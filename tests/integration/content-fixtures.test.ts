// @vitest-environment node
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { validateContentFolder } from '../../scripts/lib/validate-content-folder.ts';
import {
  BAG_TRAYS_PAGE,
  PRODUCT_TRAYS_PAGE,
} from '../../src/features/content-pages/components/screen-pages.ts';
import { defaultCatalog } from '../../src/i18n/default-catalog.ts';

const sites = ['uk', 'us', 'ae', 'jp'];
const scratch: string[] = [];

/** A private copy of one fixture site that a test may break. */
async function copySite(site: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `fixture-${site}-`));
  scratch.push(dir);
  await cp(resolve('content-fixtures', site), join(dir, site), { recursive: true });
  return join(dir, site);
}

async function editJson(folder: string, file: string, edit: (json: Record<string, unknown>) => void) {
  const path = join(folder, file);
  const json = JSON.parse(await readFile(path, 'utf8'));
  edit(json);
  await writeFile(path, JSON.stringify(json, null, 2));
}

afterEach(async () => {
  await Promise.all(scratch.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('content fixtures', () => {
  it.each(sites)('%s validates with no issue, catalogues complete', async (site) => {
    expect(
      await validateContentFolder(resolve('content-fixtures', site), { referenceCatalog: defaultCatalog }),
    ).toEqual([]);
  });

  it('a wrong type in the navigation tree is reported at its pointer', async () => {
    const folder = await copySite('ae');
    await editJson(folder, 'data/navTree.json', (json) => {
      (json.levels as Array<Record<string, unknown>>)[1]!.path = 42;
    });
    const issues = await validateContentFolder(folder);
    expect(issues).toContainEqual(
      expect.objectContaining({ file: 'data/navTree.json', pointer: '/levels/1/path', rule: 'type' }),
    );
  });

  it('a broken nested block in the homepage is reported at its nested pointer', async () => {
    const folder = await copySite('uk');
    let pointer = '';
    await editJson(folder, 'data/en/pages/home.json', (json) => {
      const blocks = json.blocks as Array<Record<string, unknown>>;
      const index = blocks.findIndex((block) => block.type === 'tabs');
      const tabs = blocks[index]!.tabs as Array<{ blocks: Array<Record<string, unknown>> }>;
      tabs[0]!.blocks[0]!.columns = 7;
      pointer = `/blocks/${index}/tabs/0/blocks/0/columns`;
    });
    const issues = await validateContentFolder(folder);
    expect(issues).toContainEqual(expect.objectContaining({ file: 'data/en/pages/home.json', pointer }));
  });

  it('a missing translation key and a missing required file are both reported', async () => {
    const folder = await copySite('jp');
    await editJson(folder, 'language/ja.json', (json) => {
      delete (json.WEB as Record<string, Record<string, unknown>>).SHELL!.MENU;
    });
    await rm(join(folder, 'data/ja/footer.json'));
    const issues = await validateContentFolder(folder, { referenceCatalog: defaultCatalog });
    expect(issues).toContainEqual(expect.objectContaining({ file: 'language/ja.json', rule: 'missing-key' }));
    expect(issues).toContainEqual(
      expect.objectContaining({
        file: 'data/ja/footer.json',
        rule: 'missing-file',
        message: expect.stringContaining('No content for'),
      }),
    );
  });

  it("a contact form whose order-number rule refuses the site's own order numbers is reported", async () => {
    const folder = await copySite('uk');
    await editJson(folder, 'data/en/contact-us-schema.json', (json) => {
      const properties = json.properties as Record<string, Record<string, unknown>>;
      properties.orderNumber!.pattern = '^[A-Za-z]{2}-?[0-9]{5,10}$';
    });
    expect(await validateContentFolder(folder)).toContainEqual({
      file: 'data/en/contact-us-schema.json',
      pointer: '/properties/orderNumber/pattern',
      rule: 'order-reference',
      message: expect.stringContaining('UKAWRW2PTMWI'),
    });
  });

  it("a word of the UAE's size chart without its Arabic is reported, since English and Arabic share the chart", async () => {
    const folder = await copySite('ae');
    await editJson(folder, 'data/measurements-chart.json', (json) => {
      const [guide] = json.categories as {
        categoryTitle: unknown;
        tables: { unitTables: { dataRows: unknown[][] }[] }[];
      }[];
      guide!.categoryTitle = "Women's clothing";
      guide!.tables[0]!.unitTables[0]!.dataRows[0]![0] = { en: 'Six' };
    });
    const issues = await validateContentFolder(folder, { referenceCatalog: defaultCatalog });
    expect(issues.map(({ pointer, rule }) => [pointer, rule])).toEqual([
      ['/categories/0/categoryTitle', 'missing-translation'],
      ['/categories/0/tables/0/unitTables/0/dataRows/0/0', 'missing-translation'],
    ]);
  });

  it.each(sites)(
    '%s places recommendation trays under every product and a bag tray, in every language',
    async (site) => {
      const languages = await readdir(resolve('content-fixtures', site, 'data'), { withFileTypes: true });
      const withPages = languages.filter((entry) => entry.isDirectory() && /^[a-z]{2}$/.test(entry.name));
      expect(withPages.length).toBeGreaterThan(0);
      for (const { name: language } of withPages) {
        const sources = async (page: string) => {
          const file = resolve('content-fixtures', site, 'data', language, 'pages', `${page}.json`);
          const { blocks } = JSON.parse(await readFile(file, 'utf8')) as {
            blocks: { widget?: string; settings?: { source?: string } }[];
          };
          return blocks
            .filter((block) => block.widget === 'product-tray')
            .map((block) => block.settings?.source);
        };
        expect(await sources(PRODUCT_TRAYS_PAGE), `${site}/${language}`).toEqual([
          'related-products',
          'bought-together',
        ]);
        expect(await sources(BAG_TRAYS_PAGE), `${site}/${language}`).toEqual(['cart']);
      }
    },
  );
});
