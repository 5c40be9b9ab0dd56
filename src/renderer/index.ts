export {
  defineBlock,
  type BlockComponent,
  type BlockContentOf,
  type BlockDefinition,
  type BlockProps,
  type BlockRegistry,
} from './define-block.ts';
export { RenderBlocks, RenderOneBlock, preloadBlocks, FIRST_SCREEN_BLOCKS } from './render-blocks.tsx';
export { blockProblems, blockTreeProblems, childBlockLists, eachBlock } from './block-problems.ts';
export {
  ContentFile,
  RendererProvider,
  useRenderer,
  type RendererEnvironment,
  type WidgetComponent,
  type WidgetMap,
  type WidgetName,
  type WidgetRegistry,
} from './renderer-context.tsx';
export { useViewReport, BANNER_VIEW_THRESHOLD } from './use-view-report.ts';
export { BlockPlaceholder } from './block-placeholder.tsx';
export { lazyComponent, type PreloadableComponent } from './lazy-component.ts';
