// Lint gate: TypeScript rules plus the import boundaries of STYLE.md (what may import what).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const zone = (target, from, message) => ({ target, from, message });

// Each feature is a zone of its own: it may import the layers below, never another feature. Read from disk, so a new
// feature folder is fenced in without touching this file.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Layers of the storefront, top to bottom; a layer imports only those below it (docs/adr/0008-layers.md).
const screens = ['./src/app'];
const features_ = ['./src/features'];
const stateAndRules = [
  './src/domain',
  './src/kernel/stores',
  './src/services',
  './src/renderer',
  './src/blocks',
  './src/forms',
];
const kit = ['./src/ui', './src/i18n', './src/content', './src/validation', './src/sites'];

const boundaryZones = [
  zone('./schemas', ['./src', './server', './shared', './tests', './scripts'], 'schemas/ imports nothing'),
  zone('./shared', ['./src', './server', './tests', './scripts'], 'shared/ imports schemas/ only'),
  zone('./server', './src', 'server/ may import shared/ and schemas/, never src/'),
  zone('./src', ['./server', './scripts'], 'the storefront never imports the back end'),
  zone(features_, screens, 'features never import app/: the app composes them'),
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message:
      'a feature never imports another feature: move shared code down a layer, or compose both in app/routes',
  })),
  zone(
    stateAndRules,
    [...screens, ...features_],
    'stores, services, rules, renderer and blocks sit below features',
  ),
  zone('./src/kernel/stores', ['./src/blocks', './src/renderer', './src/ui', './src/forms'], 'stores hold no UI'),
  zone('./src/blocks', ['./src/app/root.ts'], 'blocks read stores from context'),
  zone(
    kit,
    [
      ...screens,
      ...features_,
      './src/domain',
      './src/kernel/stores',
      './src/renderer',
      './src/blocks',
      './src/forms',
    ],
    'ui, i18n, content, validation and sites sit below stores and features',
  ),
  // The shop's own types and service interfaces (a product card shows a product; i18n reports to an error
  // reporter) are the one part of services the kit may name.
  ...kit.map((target) => ({
    target,
    from: './src/services',
    except: ['./types.ts', './types'],
    message: "ui, i18n, content, validation and sites take the shop's own types only, never a service",
  })),
];

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
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/services/search/**', 'src/validation/**', 'src/forms/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'algoliasearch', message: 'Only src/services/search talks to the search client.' },
            { name: 'ajv', message: 'Only src/validation and src/forms use ajv.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/stores/**/*.ts'],
    // React bindings of the stores (their context and the hooks that read them) are the exception.
    ignores: ['src/stores/**/*.test.ts', 'src/kernel/stores/stores-context.tsx', 'src/stores/use-*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react', message: 'Stores are plain MobX; React lives in components.' }],
          patterns: [
            {
              regex: '^\\.\\./services/(?!types)',
              message: 'Stores take service interfaces (services/types) through their constructor.',
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
