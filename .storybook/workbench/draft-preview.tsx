import { Footer } from '../../src/features/shell/footer/footer.tsx';
import { Header } from '../../src/features/shell/header/header.tsx';
import { ContentFile, RenderBlocks, RenderOneBlock } from '../../src/renderer/index.ts';
import { useStores, type ShellContent } from '../../src/kernel/stores/index.ts';
import { fixtureFile, storyShell } from '../../tests/helpers/story-shell.ts';
import { storySites, type StorySite } from '../fixture-blocks.ts';
import type { DraftCheck } from './draft-check.ts';

/** The playground's header has no search box: the box is a feature of its own, not content. */
const NoSearchBox = () => null;

/**
 * A checked draft as the shop would render it: a page's blocks through the renderer (broken ones as placeholders in
 * place), one block on its own, or the header or footer with the site's other files. A header or footer the shop
 * would refuse is shown the way the shop shows the site without it.
 */
export function DraftPreview({
  site,
  file,
  check,
}: {
  site: StorySite;
  file: string;
  check: Extract<DraftCheck, { ok: true }>;
}) {
  const { siteId, language } = storySites[site];
  const direction = useStores().site.direction;
  const { kind, value } = check;
  const accepted = !check.problems.some((problem) => problem.wholeFile);
  const blocks = (value as { blocks?: unknown } | null)?.blocks;
  let preview;
  if (kind === 'block') preview = <RenderOneBlock block={value} pointer="" />;
  else if (kind === 'page')
    preview = Array.isArray(blocks) ? <RenderBlocks blocks={blocks} pointer="/blocks" /> : null;
  else if (kind === 'header') {
    const header = accepted ? (value as ShellContent['header']) : null;
    const navMenu = fixtureFile<ShellContent['navMenu']>(`${siteId}/data/navMenu.json`);
    preview = (
      <Header
        shell={storyShell(siteId, language, { header, navMenu })}
        loading={false}
        bagCount={0}
        SearchBox={NoSearchBox}
      />
    );
  } else {
    const footer = accepted ? (value as ShellContent['footer']) : null;
    const footerNav = fixtureFile<ShellContent['footerNav']>(`${siteId}/data/${language}/footerNav.json`);
    const header = fixtureFile<ShellContent['header']>(`${siteId}/data/header.json`);
    preview = <Footer shell={storyShell(siteId, language, { footer, footerNav, header })} />;
  }
  return (
    <div lang={language} dir={direction}>
      <ContentFile file={file}>{preview}</ContentFile>
    </div>
  );
}
