import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'off',
    },
  },
  {
    // Tests read loosely typed JSON bodies; their assertions pin the shape.
    files: ['**/*.test.ts', '**/test/**/*.ts', 'tests/**/*.ts', 'web/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // One alias for deep imports (web/README.md): `@/lib/cn`, never `../../lib/cn`.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../*'], message: "Use the '@/' alias for deep imports." }] },
      ],
    },
  },
  // Features never import each other; they meet in app/routes (web/README.md). One block per
  // feature folder, because the rule has to know which feature the importing file belongs to.
  ...readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      files: [`web/src/features/${name}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              { group: ['../../*'], message: "Use the '@/' alias for deep imports." },
              {
                group: ['@/features/*', `!@/features/${name}`, `!@/features/${name}/**`],
                message: `Features never import each other (${name} → another feature): share through components/, lib/ or app/routes.`,
              },
            ],
          },
        ],
      },
    })),
);
