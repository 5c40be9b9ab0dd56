import { RenderBlocks } from '../../src/renderer/index.ts';
import { createTestEnvironment } from './render-with-stores.tsx';

/**
 * Renders one content block the way a page does (through RenderBlocks, at pointer `/blocks/0`) in a fresh test
 * environment; returns the environment (its fake services hold analytics and reports) and the render result.
 */
export function renderBlock(block: unknown, options: Parameters<typeof createTestEnvironment>[0] = {}) {
  const env = createTestEnvironment(options);
  const result = env.render(<RenderBlocks blocks={[block]} pointer="/blocks" />);
  return { ...env, result };
}
