import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadValidators } from '../../src/validation/index.ts';

// The app loads validators with its first content request; components under test get them up front.
beforeAll(() => loadValidators());

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);
