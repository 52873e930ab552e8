/**
 * Fails the build when code imports a name that a shared facade (sharedFacades/) does not
 * export. TypeScript cannot catch it (it reads the real package's types) and at run time the
 * name would silently be undefined.
 */
const fs = require('fs');

function facadeExports(file) {
  const names = new Set();
  for (const [, list] of fs.readFileSync(file, 'utf8').matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const item of list.split(',')) {
      const name = item
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  return names;
}

class CheckFacadeImportsPlugin {
  /** @param {Record<string, string>} facades shared name -> facade file */
  constructor(facades) {
    this.facades = facades;
  }

  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CheckFacadeImportsPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('CheckFacadeImportsPlugin', (modules) => {
        const exportsOf = Object.fromEntries(Object.entries(this.facades).map(([name, file]) => [name, facadeExports(file)]));
        for (const module of modules) {
          for (const dep of module.dependencies) {
            const available = exportsOf[dep.request];
            const name = Array.isArray(dep.ids) ? dep.ids[0] : undefined;
            if (!available || !name || name === 'default' || available.has(name)) continue;
            const error = new WebpackError(
              `'${name}' is imported from '${dep.request}', which is shared through ${this.facades[dep.request]}. Add '${name}' to that facade's exports.`,
            );
            error.module = module;
            compilation.errors.push(error);
          }
        }
      });
    });
  }
}

module.exports = { CheckFacadeImportsPlugin };
