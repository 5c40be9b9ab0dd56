import { styled } from '@linaria/react';
import { Fragment, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { blockTypesIn } from '../../schemas/content/blocks/child-lists.ts';
import type { BlockType } from '../../schemas/content/blocks/index.ts';
import type { ReportedError } from '../kernel/types/index.ts';
import { lazyLayout } from '../ui/layout.styles.ts';
import { BlockErrorBoundary } from './block-error-boundary.tsx';
import { BlockPlaceholder } from './block-placeholder.tsx';
import { blockProblems, passedCheck } from './block-problems.ts';
import { isBlockType, type BlockRegistry } from './define-block.ts';
import { useContentFile, useRenderer, type WidgetMap } from './renderer-context.tsx';

/** The height a block not yet laid out takes in the page until it has been seen. */
const LAZY_LAYOUT_PLACEHOLDER_PX = 600;

/**
 * A page's blocks laid out up front, whatever the viewport: its opening block (the hero). Lazily laid-out blocks that
 * are on screen at load are still laid out for the first frame, so a larger screen loses nothing.
 */
export const FIRST_SCREEN_BLOCKS = 1;

/** Marks each rendered block (type and pointer) for tests and editors' tools without affecting layout. */
const BlockFrame = styled.div`
  display: contents;

  /*
   * Further down a page, a block is laid out only when it comes near the viewport. The first layout of a long
   * homepage is then the first screen's, not the whole page's; the content stays in the accessibility tree and in
   * find-in-page.
   */
  &[data-layout='lazy'] > * {
    ${lazyLayout(LAZY_LAYOUT_PLACEHOLDER_PX)}
  }
`;

/**
 * Widget slots watch the viewport themselves (a tray fetches within 500 px of it); a subtree
 * that is not laid out cannot be watched that far ahead, so they are always laid out.
 */
const ALWAYS_LAID_OUT = new Set(['widget-slot']);

/**
 * Load the chunks of every block type in a tree (nested lists included) all at once, and with `widgets` those of the
 * commerce widgets its slots mount.
 */
export async function preloadBlocks(
  registry: BlockRegistry,
  blocks: readonly unknown[] | undefined,
  widgets?: WidgetMap,
) {
  const types = blockTypesIn(blocks);
  const components: ({ preload?: () => Promise<unknown> } | undefined)[] = [...types]
    .filter((type): type is BlockType => isBlockType(registry, type))
    .map((type) => registry[type].component);
  if (widgets && types.has('widget-slot')) components.push(...Object.values(widgets));
  await Promise.all(components.map((component) => component?.preload?.()));
}

interface RenderBlocksProps {
  blocks: readonly unknown[] | undefined;
  /** JSON pointer of the array in its file, e.g. `/blocks` or `/blocks/2/tabs/0/blocks`. */
  pointer: string;
  /** A page's own list: blocks from this index on are laid out only near the viewport. */
  lazyLayoutFrom?: number;
}

/**
 * Renders a list of content blocks through the registry. Each block is validated against its own schema; an unknown
 * or invalid block is reported with its file and pointer and skipped (a placeholder in preview), so the rest renders.
 */
export function RenderBlocks({ blocks, pointer, lazyLayoutFrom = Infinity }: RenderBlocksProps) {
  const { registry } = useRenderer();
  // Start every block chunk the tree needs at once; rendering alone would fetch them one after another.
  useMemo(() => void preloadBlocks(registry, blocks), [blocks, registry]);
  if (!blocks?.length) return null;
  // Block components are lazy chunks: the list appears once they have all arrived, so nothing shifts as they load.
  return (
    <Suspense fallback={<BlocksLoading />}>
      {blockKeys(blocks).map((key, index) => (
        <Fragment key={key}>
          <RenderBlock
            block={blocks[index]}
            pointer={`${pointer}/${index}`}
            lazyLayout={index >= lazyLayoutFrom}
          />
        </Fragment>
      ))}
    </Suspense>
  );
}

/**
 * One block on its own, at `pointer` in its file (an editor's single-block draft): validated, and shown broken in place,
 * exactly as it would be inside a list.
 */
export function RenderOneBlock({ block, pointer }: { block: unknown; pointer: string }) {
  const { registry } = useRenderer();
  useMemo(() => void preloadBlocks(registry, [block]), [block, registry]);
  return (
    <Suspense fallback={<BlocksLoading />}>
      <RenderBlock block={block} pointer={pointer} lazyLayout={false} />
    </Suspense>
  );
}

const BlocksLoading = styled.div`
  min-height: 100vh;
`;

/**
 * React keys for a list: a block's id keeps its identity when the list changes. Editors copy blocks, ids and all, so a
 * repeated id gets its occurrence added: equal keys would make React drop or duplicate blocks on the next update.
 */
function blockKeys(blocks: readonly unknown[]): string[] {
  const used = new Set<string>();
  return blocks.map((block, index) => {
    const record = block as { id?: unknown; type?: unknown } | null;
    const key = typeof record?.id === 'string' ? `id:${record.id}` : `${String(record?.type)}-${index}`;
    let unique = key;
    for (let occurrence = 2; used.has(unique); occurrence++) unique = `${key}#${occurrence}`;
    used.add(unique);
    return unique;
  });
}

function RenderBlock({
  block,
  pointer,
  lazyLayout,
}: {
  block: unknown;
  pointer: string;
  lazyLayout: boolean;
}) {
  const environment = useRenderer();
  const file = useContentFile();
  const type =
    typeof (block as { type?: unknown })?.type === 'string' ? (block as { type: string }).type : '';
  // Content objects keep their identity between renders, so validation runs once per block.
  const problems = useMemo<ReportedError[]>(
    () => blockProblems(environment.registry, block, file, pointer),
    [block, environment.registry, file, pointer],
  );

  const { reporter, reportsWhileRendering } = environment;
  if (reportsWhileRendering) for (const problem of problems) reporter.report(problem);
  useEffect(() => {
    for (const problem of problems) reporter.report(problem);
  }, [problems, reporter]);

  const content = isBlockType(environment.registry, type)
    ? renderChecked(environment.registry, type, block, problems, pointer)
    : null;
  if (!content) {
    if (!environment.showPlaceholders) return null;
    return (
      <BlockPlaceholder
        file={file}
        pointer={pointer}
        reason={problems.map((p) => `${p.pointer} ${p.message}`).join('; ')}
      />
    );
  }
  return (
    <BlockErrorBoundary
      file={file}
      pointer={pointer}
      reporter={environment.reporter}
      fallback={(message) =>
        environment.showPlaceholders ? (
          <BlockPlaceholder file={file} pointer={pointer} reason={message} />
        ) : null
      }
    >
      <BlockFrame
        data-block={type}
        data-pointer={pointer}
        data-layout={lazyLayout && !ALWAYS_LAID_OUT.has(type) ? 'lazy' : undefined}
      >
        {content}
      </BlockFrame>
    </BlockErrorBoundary>
  );
}

/**
 * The element of a block that passed its check, or null. Generic in the type, so the definition found under `type`
 * and the content narrowed to `type` agree, and the component takes the block without a cast.
 */
function renderChecked<K extends BlockType>(
  registry: BlockRegistry,
  type: K,
  block: unknown,
  problems: readonly ReportedError[],
  pointer: string,
): ReactNode {
  if (!passedCheck(type, block, problems)) return null;
  // Indexing the registry with a generic type keeps the definition and its content's type together.
  const Component = registry[type].component;
  return <Component block={block} pointer={pointer} />;
}
