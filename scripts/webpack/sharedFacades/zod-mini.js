// What the site uses of zod/mini (contract's schemas, which the browser checks answers and forms
// with), shared under that name so a page downloads it once rather than once per container that
// bundles contract. Need another function? Add it here; the build names this file until you do.
// See react-router-dom.js.
export {
  array,
  boolean,
  catch,
  discriminatedUnion,
  enum,
  gte,
  int,
  literal,
  lte,
  maxLength,
  minLength,
  null,
  nullable,
  nullish,
  number,
  object,
  optional,
  partialRecord,
  pick,
  pipe,
  refine,
  regex,
  strictObject,
  string,
  superRefine,
  transform,
  trim,
  unknown,
} from 'facade-source/zod-mini';
