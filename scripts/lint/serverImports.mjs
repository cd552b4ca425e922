// The server's own imports, file by file (issue 35): every production file under server/ (tests
// and testing/ helpers left out) with each relative import that lands in another server folder,
// and whether it is type-only. Read by the import-loop measure and the exceptions' test.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Every production .ts file under `dir` (tests, declarations and testing/ folders left out). */
function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'testing'].includes(entry.name) ? [] : sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** The server folder of a path relative to server/: its first segment ('main.ts' for a top file). */
export function serverFolderOf(relative) {
  return relative.split('/')[0];
}

/** True when every name an import or export clause brings in is a type (erased at run time). */
function typeOnly(clauseIsTypeOnly, defaultName, elements) {
  if (clauseIsTypeOnly) return true;
  return !defaultName && elements !== undefined && elements.length > 0 && elements.every((e) => e.isTypeOnly);
}

/** The module sources of one file's source text, each with whether it is type-only. */
export function importsOfText(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings : undefined;
      found.push({
        spec: node.moduleSpecifier.text,
        typeOnly: clause !== undefined && typeOnly(clause.isTypeOnly, clause.name, named?.elements),
      });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const named = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause : undefined;
      found.push({ spec: node.moduleSpecifier.text, typeOnly: typeOnly(node.isTypeOnly, undefined, named?.elements) });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ spec: node.arguments[0].text, typeOnly: false });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push({ spec: node.argument.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Each import from one server folder into another: file and target relative to server/ (the
 *  target without its extension), their folders, and whether the import is type-only. */
export function serverImports(root) {
  const server = path.join(root, 'server');
  const result = [];
  for (const file of sourceFiles(server)) {
    const from = path.relative(server, file).split(path.sep).join('/');
    for (const { spec, typeOnly: onlyTypes } of importsOfText(file, fs.readFileSync(file, 'utf8'))) {
      if (!spec.startsWith('.')) continue;
      const absolute = path.resolve(path.dirname(file), spec);
      if (!absolute.startsWith(server + path.sep)) continue;
      const to = path.relative(server, absolute).split(path.sep).join('/');
      if (serverFolderOf(to) === serverFolderOf(from)) continue;
      result.push({
        file: from,
        target: to,
        fromFolder: serverFolderOf(from),
        toFolder: serverFolderOf(to),
        typeOnly: onlyTypes,
      });
    }
  }
  return result;
}
