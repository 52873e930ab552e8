/**
 * A TypeScript transform for ts-loader: each call in a module-level `const` of the given files is
 * marked `/*#__PURE__*\/`, so the minifier drops the values no importer uses. contract's schemas
 * are made by calls (`z.object(…)`), which a minifier must otherwise keep: every page built every
 * schema of each contract module it touched, the office's too, in its first long task.
 * docs/decisions/pure-contract-values.md
 */
const ts = require('typescript');

/** Marks the calls inside one initializer; a function's body runs later, when called, and is left as it is. */
function markCalls(node) {
  if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
  if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
    ts.addSyntheticLeadingComment(node, ts.SyntaxKind.MultiLineCommentTrivia, '#__PURE__', false);
  }
  ts.forEachChild(node, markCalls);
}

/** @param {(fileName: string) => boolean} applies which source files hold only values without effects */
function pureModuleValues(applies) {
  return () => (sourceFile) => {
    if (!applies(sourceFile.fileName)) return sourceFile;
    for (const statement of sourceFile.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (declaration.initializer) markCalls(declaration.initializer);
      }
    }
    return sourceFile;
  };
}

module.exports = { pureModuleValues };
