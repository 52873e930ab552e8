import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const ts = require('typescript');
const { minify } = require('terser');
const { pureModuleValues } = require('./pureModuleValues.js');

const SOURCE = `
import * as z from 'zod/mini';
export const UsedSchema = z.object({ email: z.string() });
export const UnusedSchema = z.object({ staff: z.object({ email: z.string() }) }).check(z.minLength(1));
const TABLE = ['a', 'b'].map((name) => name.toUpperCase());
export function parseLater(value) { return z.parse(UsedSchema, value); }
export const useTable = () => TABLE;
`;

/** The source as the build compiles it, with or without the transform, and as the minifier leaves it when only `parseLater` is used. */
async function build(applies) {
  const { outputText } = ts.transpileModule(SOURCE, {
    fileName: '/repo/contract/src/schemas.ts',
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    transformers: { before: [pureModuleValues(applies)] },
  });
  // As webpack hands a module to terser once it knows that only `parseLater` is imported.
  const asUsed = outputText.replace(/export (const|function) (?!parseLater)/g, '$1 ');
  const { code } = await minify(asUsed, { module: true, compress: { passes: 2 }, mangle: false });
  return { compiled: outputText, minified: code };
}

test('marks every call in a module-level value of the given files, and none in a function body', async () => {
  const { compiled } = await build((file) => file.startsWith('/repo/contract/src/'));
  assert.match(compiled, /UsedSchema = \/\*#__PURE__\*\/ z\.object\(\{ email: \/\*#__PURE__\*\/ z\.string\(\) \}\)/);
  assert.match(compiled, /return z\.parse\(UsedSchema, value\)/);
});

test('the minifier then drops the values no importer uses and keeps those it does', async () => {
  const { minified } = await build(() => true);
  assert.match(minified, /UsedSchema/);
  assert.doesNotMatch(minified, /UnusedSchema|staff|minLength|TABLE|toUpperCase/);
});

test('leaves other files as they were: their module-level calls are kept', async () => {
  const { compiled, minified } = await build((file) => file.startsWith('/repo/shared/'));
  assert.doesNotMatch(compiled, /__PURE__/);
  assert.match(minified, /staff/);
});
