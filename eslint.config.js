// Lint gate: TypeScript rules plus the import boundaries of STYLE.md (what may import what).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const zone = (target, from, message) => ({ target, from, message });

// Each feature and the features it may import, one way: a feature reaches only those listed, and only through their
// index.ts. Checked at load: every folder of src/features has an entry, and the map has no circle.
export const FEATURE_DEPENDS = {
  checkout: ['payments', 'saved-cards', 'address-book', 'account', 'orders', 'bag', 'content-pages'],
  'site-behaviours': ['shell'],
  catalogue: ['listing', 'shell', 'content-pages'],
  'saved-cards': ['payments', 'account', 'content-pages'],
  shell: ['account'],
  'address-book': ['account', 'content-pages'],
  contact: ['account', 'content-pages'],
  favourites: ['trays', 'content-pages'],
  payments: ['orders', 'content-pages'],
  product: ['bag', 'campaigns', 'size-guide', 'content-pages'],
  account: ['content-pages'],
  orders: ['content-pages'],
  'site-search': ['listing'],
  'size-guide': ['content-pages'],
  trays: ['bag', 'listing'],
  bag: [],
  campaigns: [],
  'content-pages': [],
  'email-signup': [],
  listing: [],
};

/** Throws when the map names a feature twice in one path (a circle) or a feature it does not list. */
export function checkFeatureOrder(depends) {
  const state = new Map();
  const visit = (name, path) => {
    if (!(name in depends))
      throw new Error(`FEATURE_DEPENDS: ${path.join(' → ')} names unknown feature ${name}`);
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'open')
      throw new Error(`FEATURE_DEPENDS has a circle: ${[...path, name].join(' → ')}`);
    state.set(name, 'open');
    for (const next of depends[name]) visit(next, [...path, name]);
    state.set(name, 'done');
  };
  for (const name of Object.keys(depends)) visit(name, []);
}
checkFeatureOrder(FEATURE_DEPENDS);
const featureFolders = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
for (const name of featureFolders) {
  if (!(name in FEATURE_DEPENDS))
    throw new Error(`src/features/${name} has no entry in FEATURE_DEPENDS (eslint.config.js)`);
}

// The storefront's layers, bottom to top (docs/adr/0013-storefront-by-domain.md); each imports only those below it.
const types = './src/kernel/types';
const kit = ['./src/ui', './src/i18n', './src/content', './src/validation', './src/sites'];
const kernel = './src/kernel';
const widgetsKit = ['./src/renderer', './src/blocks', './src/forms'];
const routing = './src/routing';
const features = './src/features';
const app = './src/app';
// Inside the kernel, what talks to the outside world (transport, browser, search) sits below the state built on it.
const kernelServices = ['./src/kernel/api', './src/kernel/browser', './src/kernel/search'];
const kernelState = [
  './src/kernel/stores',
  './src/kernel/site',
  './src/kernel/session',
  './src/kernel/content',
  './src/kernel/analytics',
  './src/kernel/marketing',
  './src/kernel/navigation',
];
const lowerLayers = [...kit, kernel, ...widgetsKit, routing];

const layerZones = [
  zone('./schemas', ['./src', './server', './shared', './tests', './scripts'], 'schemas/ imports nothing'),
  zone('./shared', ['./src', './server', './tests', './scripts'], 'shared/ imports schemas/ only'),
  zone('./server', './src', 'server/ may import shared/ and schemas/, never src/'),
  zone('./src', ['./server', './scripts'], 'the storefront never imports the back end'),
  zone(widgetsKit, routing, 'renderer, blocks and forms sit below the screens contract (routing/)'),
  zone(kernel, [...widgetsKit, routing], 'the kernel sits below renderer, blocks, forms and routing'),
  zone(
    kernelServices,
    kernelState,
    "the kernel's services sit below its stores: pass state in, never import it",
  ),
  zone(types, [...kernelServices, ...kernelState], "the shop's types import no other part of the storefront"),
  zone(kit, [...widgetsKit, routing], 'ui, i18n, content, validation and sites sit below the widgets kit'),
  // The shop's own types (a product card shows a product; i18n reports to an error reporter) are the one part of
  // the kernel the kit may name.
  ...kit.map((target) => ({
    target,
    from: kernel,
    except: ['./types'],
    message:
      "ui, i18n, content, validation and sites take the shop's own types only, never the kernel's state",
  })),
];

// Features, one way along FEATURE_DEPENDS.
const featureOrderZones = [
  ...Object.entries(FEATURE_DEPENDS).map(([name, depends]) => ({
    target: `${features}/${name}`,
    from: features,
    except: [`./${name}`, ...depends.map((other) => `./${other}`)],
    message: `${name} may import only ${depends.join(', ') || 'no other feature'} (FEATURE_DEPENDS): features depend one way`,
  })),
];

/** A feature's `lazy-*.ts` files: components whose code loads on first use, which the app may place itself. */
const lazyParts = (name) =>
  readdirSync(new URL(`./src/features/${name}`, import.meta.url))
    .filter((file) => /^lazy-.*\.tsx?$/.test(file))
    .map((file) => `./${file}`);

// What only the app composes: the lower layers know no feature, and a feature shows the others only its index.ts.
const compositionZones = [
  zone(features, app, 'features never import app/: the app composes them'),
  zone(lowerLayers, [features, app], 'the lower layers never import a feature or the app'),
  // A feature reaches another only through its index.ts; the app's route modules may also import a feature's screens, one
  // lazy chunk each.
  ...Object.entries(FEATURE_DEPENDS).flatMap(([name, depends]) =>
    depends.map((other) => ({
      target: `${features}/${name}`,
      from: `${features}/${other}`,
      except: ['./index.ts'],
      message: `import ${other} through its index.ts`,
    })),
  ),
  ...Object.keys(FEATURE_DEPENDS).map((other) => ({
    target: app,
    from: `${features}/${other}`,
    except: ['./index.ts', './screens', ...lazyParts(other)],
    message: `the app imports ${other} through its index.ts (or a screen or lazy-*.ts: a part loaded on first use)`,
  })),
];

const boundaryZones = [...layerZones, ...featureOrderZones, ...compositionZones];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'dist-server',
      'storybook-static',
      'node_modules',
      'coverage',
      'tests/.artifacts',
      '.data',
      // Scratch scripts a developer keeps out of git (.gitignore).
      'tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: {
      // Without a TypeScript parser the import rules parse no .ts file, and import/no-cycle silently checks nothing.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      // Dependencies are not ours to walk for cycles (PGlite's bundle overflows the parser).
      'import/ignore': ['node_modules'],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      // A feature test that may throw (public/boot.js) has nothing to do when it does.
      'no-empty': ['error', { allowEmptyCatch: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import/no-cycle': 'error',
      // Zones are paths from this file's folder, so linting from any working directory checks the same fences.
      'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaryZones }],
    },
  },
  {
    // Tests and stories may compose what the app composes (the root store, several features' parts, the internals of
    // the one they exercise); the layers and the order between features still hold for them.
    files: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...layerZones, ...featureOrderZones] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/kernel/search/**', 'src/validation/**', 'src/forms/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'algoliasearch', message: 'Only src/kernel/search talks to the search client.' },
            { name: 'ajv', message: 'Only src/validation and src/forms use ajv.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/kernel/stores/**/*.ts', 'src/kernel/site/site-store.ts', 'src/features/*/stores/**/*.ts'],
    // React bindings of the stores (their context and the hooks that read them) are the exception.
    ignores: ['**/*.test.ts', '**/use-*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react', message: 'Stores are plain MobX; React lives in components.' }],
          patterns: [
            {
              regex: '^(\\.\\./)+(kernel/)?api/(?![\\w-]*-types\\.ts$)',
              message:
                'Stores take their services through the constructor; from api/ they import only the types.',
            },
          ],
        },
      ],
    },
  },
  {
    // A route's request is typed from its schemas by the type provider; a generic written by hand can drift from
    // what is validated. Shorthand methods only (`app.post<...>(...)`): no other call in server/ takes a generic.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(get|head|post|put|patch|delete|options|all|route)$/][typeArguments]',
          message:
            'Type a route from its schemas (FastifyPluginAsyncJsonSchemaToTs), not with a hand-written generic.',
        },
      ],
    },
  },
  {
    files: ['src/blocks/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./[^./]', message: 'A block never imports another block.' },
            { regex: '/services/', message: 'Blocks read stores, never services.' },
          ],
        },
      ],
    },
  },
);
