/**
 * @jest-environment node
 *
 * The layering of the house, checked on every unit-test run: content/ is data (YAML files only) that nothing but
 * lib/content reads (its loader reads the files as data), components/ui/ knows nothing of the content,
 * only lib/routes reads the deploy's base path, and every package the code imports is declared in package.json.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { filesUnder } from '../scripts/html-files';
import { languages } from './content/languages';

const root = process.cwd();

function sourceFiles(dir: string): string[] {
  return filesUnder(dir).filter((file) => /\.(ts|tsx|mts|mjs)$/.test(file));
}

type Import = { file: string; target: string; typeOnly: boolean };

const IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:([^'";]*?)\s+from\s+)?['"]([^'"]+)['"]/gm;

/** Every static import and re-export of a file, with the file it names (relative to the repository) if local. */
function importsOf(file: string): Import[] {
  const source = readFileSync(path.join(root, file), 'utf8');
  return [...source.matchAll(IMPORT)].map(([, typeKeyword, clause = '', specifier]) => {
    const names = /^\{([^}]*)\}$/
      .exec(clause.trim())?.[1]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    const everyNameAType = names !== undefined && names.length > 0 && names.every((name) => name.startsWith('type '));
    const target = specifier.startsWith('@/')
      ? specifier.slice(2)
      : specifier.startsWith('.')
        ? path.relative(root, path.resolve(root, path.dirname(file), specifier))
        : specifier;
    return { file, target, typeOnly: Boolean(typeKeyword) || everyNameAType };
  });
}

const isUnder = (target: string, dir: string) => target === dir || target.startsWith(`${dir}/`);
const shown = (imports: Import[]) => imports.map(({ file, target }) => `${file} -> ${target}`);

test('the scan sees imports of every kind it judges', () => {
  const checks = importsOf('lib/cms/checks.ts');
  expect(checks).toContainEqual({ file: 'lib/cms/checks.ts', target: 'lib/content/module-list', typeOnly: false });
  expect(checks).toContainEqual({ file: 'lib/cms/checks.ts', target: 'lib/content/load', typeOnly: true });
  expect(importsOf('lib/salary.ts')).toContainEqual({ file: 'lib/salary.ts', target: 'lib/content', typeOnly: true });
});

test('content/ is data: it holds YAML files (and notes) only, nothing that could run', () => {
  const notData = (folder: string) =>
    readdirSync(path.join(root, folder)).filter((name) => !/\.(yaml|md|txt)$/.test(name));
  // Beside the English files, a folder of translation files per language (lib/content/translation), data too.
  expect(notData('content')).toEqual(Object.keys(languages));
  for (const language of Object.keys(languages)) expect(notData(`content/${language}`)).toEqual([]);
});

/** Source files outside lib/content, tests included: none of them may reach into content/. */
const outsideTheLoader = () =>
  ['app', 'components', 'lib', 'scripts', 'admin', 'e2e']
    .flatMap(sourceFiles)
    .concat(readdirSync(root).filter((name) => /\.(ts|tsx|mts|mjs)$/.test(name)))
    .filter((file) => !isUnder(file, 'lib/content'));

/**
 * What a file loads of content/ as code: static imports and re-exports (types too), import(), require(),
 * require.resolve() and Jest's module functions, each resolved to its place in the repository.
 */
function contentModulesLoadedBy(file: string, source = readFileSync(path.join(root, file), 'utf8')): string[] {
  const specifiers = [
    ...[...source.matchAll(IMPORT)].map((match) => match[3]),
    ...[
      ...source.matchAll(
        /\b(?:import|require(?:\.resolve)?|jest\.(?:requireActual|mock|doMock))\(\s*['"`]([^'"`]+)['"`]/g,
      ),
    ].map((match) => match[1]),
  ];
  return specifiers
    .map((specifier) =>
      specifier.startsWith('@/')
        ? specifier.slice(2)
        : specifier.startsWith('.')
          ? path.relative(root, path.resolve(root, path.dirname(file), specifier))
          : specifier,
    )
    .filter((target) => isUnder(target, 'content'));
}

test('the content scan sees every way of loading a module', () => {
  const source = [
    "import { chrome } from '@/content/chrome';",
    "import type { Site } from '../content/site';",
    "const jobs = require('../content/jobs');",
    "const home = await import('../content/home');",
    "jest.mock('@/content/proof');",
    "const where = require.resolve('../content/pages');",
    "import { loadContent } from '@/lib/content';",
  ].join('\n');
  expect(contentModulesLoadedBy('app/global-error.tsx', source)).toEqual([
    'content/chrome',
    'content/site',
    'content/jobs',
    'content/home',
    'content/proof',
    'content/pages',
  ]);
});

test('nothing but the content loader (lib/content) loads content/ as code or reads a file in it', () => {
  const loaders = outsideTheLoader()
    // This file's own examples of loading one are strings.
    .filter((file) => file !== 'lib/import-rules.test.ts')
    .flatMap((file) => contentModulesLoadedBy(file).map((target) => `${file} -> ${target}`));
  expect(loaders).toEqual([]);
  // A path into the folder written in code (not in a comment): 'content/jobs.yaml', path.join(root, 'content').
  // Tests may name a file, to say which one a message is about.
  const code = (file: string) =>
    readFileSync(path.join(root, file), 'utf8').replace(
      /\/\*[\s\S]*?\*\/|^\s*(\/\/|import\b|export\b.*\bfrom\b|\}\s*from\b).*$/gm,
      '',
    );
  const named = outsideTheLoader()
    .filter((file) => !/\.(test|spec)\.tsx?$/.test(file))
    .filter((file) => /['"`](\.\.?\/)*content\/[\w-]|,\s*['"]content['"]\s*[,)]/.test(code(file)));
  expect(named).toEqual([]);
});

test('lib/ never imports components/: the rules and data the components render come from below them', () => {
  const upward = sourceFiles('lib')
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .flatMap(importsOf)
    .filter((i) => isUnder(i.target, 'components'));
  expect(shown(upward)).toEqual([]);
});

test('components/ui/ knows nothing of the content: no import of content/ or lib/content, not even a type', () => {
  const found = sourceFiles('components/ui')
    .flatMap(importsOf)
    .filter((i) => isUnder(i.target, 'content') || isUnder(i.target, 'lib/content'));
  expect(shown(found)).toEqual([]);
});

test('only lib/routes reads BASE_PATH: pages, next.config.ts and scripts ask it instead of deriving their own', () => {
  const readers = ['app', 'components', 'lib', 'scripts', 'e2e']
    .flatMap(sourceFiles)
    .concat(['next.config.ts', 'playwright.config.ts'])
    .filter((file) =>
      /process\.env\.(NEXT_PUBLIC_)?BASE_PATH|process\.env\[['"]BASE_PATH/.test(readFileSync(file, 'utf8')),
    );
  expect(readers).toEqual(['lib/routes/paths.ts']);
});

/** Every package a file imports: statically, through import() (JSDoc types included) or through require(). */
function packagesOf(file: string): string[] {
  const source = readFileSync(path.join(root, file), 'utf8');
  const specifiers = [
    ...[...source.matchAll(IMPORT)].map((match) => match[3]),
    ...[...source.matchAll(/\b(?:import|require)\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1]),
  ];
  return specifiers
    .filter((specifier) => !/^(\.|\/|@\/|node:)/.test(specifier))
    .map((specifier) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/'),
    )
    .filter((name) => !builtinModules.includes(name));
}

test("every package the code imports is declared in package.json, not left to another package's dependencies", () => {
  const { dependencies, devDependencies } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const declared = new Set([...Object.keys(dependencies), ...Object.keys(devDependencies)]);
  const rootFiles = readdirSync(root).filter((name) => /\.(ts|tsx|mts|mjs)$/.test(name));
  const undeclared = ['app', 'components', 'lib', 'scripts', 'e2e', 'admin']
    .flatMap(sourceFiles)
    .concat(rootFiles)
    .flatMap((file) =>
      packagesOf(file)
        .filter((name) => !declared.has(name))
        .map((name) => `${file} -> ${name}`),
    );
  expect([...new Set(undeclared)]).toEqual([]);
});
