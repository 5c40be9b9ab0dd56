import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { blockRegistry } from '../../src/blocks/registry.ts';
import { loadSanitizer } from '../../src/ui/safe-html.ts';
import { loadValidators } from '../../src/validation/index.ts';

// The app loads validators with its first content and each block's chunk with the first page using it; components
// under test get them up front so they render synchronously.
beforeAll(() =>
  Promise.all([
    loadValidators(),
    loadSanitizer(),
    ...Object.values(blockRegistry).map((block) => block.component.preload?.()),
  ]),
);

// The whole suite shares two cores with Chromium; lazily loaded drawers may take more than a second to appear.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);
