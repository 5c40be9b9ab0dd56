// Lint gate: TypeScript rules plus the import boundaries of STYLE.md (what may import what).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const zone = (target, from, message) => ({ target, from, message });

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
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
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            zone(
              './schemas',
              ['./src', './server', './shared', './tests', './scripts'],
              'schemas/ imports nothing',
            ),
            zone('./shared', ['./src', './server', './tests', './scripts'], 'shared/ imports schemas/ only'),
            zone('./server', './src', 'server/ may import shared/ and schemas/, never src/'),
            zone('./src', ['./server', './scripts'], 'the storefront never imports the back end'),
            zone(
              './src/stores',
              ['./src/blocks', './src/features', './src/renderer', './src/ui'],
              'stores hold no UI',
            ),
            zone('./src/blocks', ['./src/features', './src/app'], 'blocks do not reach into screens'),
            zone(
              './src/ui',
              ['./src/blocks', './src/features', './src/stores', './src/services'],
              'ui primitives are pure',
            ),
          ],
        },
      ],
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
    ignores: ['src/stores/**/*.test.ts', 'src/stores/stores-context.tsx'],
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
