// Lint: TypeScript rules plus the layer rule of ARCHITECTURE.md —
// domain ← engine ← editors ← src, and domain ← server. Imports may only point that way.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const reactPackages = ['react', 'react-dom', 'react-dom/*', 'react-router', 'jotai', 'jotai/*', '@tiptap/*', '@pixi/react'];
const nodeModules = ['node:*', 'fs', 'path', 'http', 'crypto', 'child_process', 'pg', 'fastify', '@fastify/*', 'ioredis', 'socket.io'];

/** A no-restricted-imports rule forbidding the given folders (relative imports) and packages. */
function layer(forbiddenFolders, forbiddenPackages, message) {
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...forbiddenFolders.map((folder) => ({
            group: [`**/${folder}`, `**/${folder}/*`, `**/${folder}/**`],
            message: `${message} (${folder}/ is out of reach for this layer).`,
          })),
          ...(forbiddenPackages.length
            ? [{ group: forbiddenPackages, message: `${message} (this package is out of reach for this layer).` }]
            : []),
        ],
      },
    ],
  };
}

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'benchmarks/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'editors/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: layer(['engine', 'editors', 'src', 'server'], [...reactPackages, ...nodeModules, 'pixi.js'], 'domain/ is pure TypeScript'),
  },
  {
    files: ['engine/**/*.ts'],
    ignores: ['engine/render/pixi/**'],
    rules: layer(['editors', 'src', 'server'], [...reactPackages, ...nodeModules, 'pixi.js', 'pixi.js/*'], 'engine/ is pure TypeScript; only engine/render/pixi/ imports pixi.js'),
  },
  {
    files: ['engine/render/pixi/**/*.ts'],
    rules: layer(['editors', 'src', 'server'], [...reactPackages, ...nodeModules], 'engine/render/pixi/ renders with pixi.js only'),
  },
  {
    files: ['editors/**/*.{ts,tsx}'],
    rules: layer(['src', 'server'], nodeModules, 'editors/ builds on engine/ and domain/ only'),
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: layer(['server'], nodeModules, 'the client never imports the server'),
  },
  {
    files: ['server/**/*.ts'],
    rules: layer(['src', 'editors', 'engine/render'], reactPackages, 'the server imports domain/ (and pure engine/) only'),
  },
);
