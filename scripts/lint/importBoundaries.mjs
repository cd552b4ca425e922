// Local ESLint rules for the import boundaries inside the console (design.md §2, §6), in the manner
// of VS Code's own no-deep-import rule: a renderer feature is entered through its index.ts only, and
// test helpers (anything under a testing/ folder) never reach production code.
import path from 'node:path';

/** Every import-like source in a file: import/export … from, import(), require(). */
function eachSource(context, check) {
  const visit = (node) => {
    if (node.source?.type === 'Literal' && typeof node.source.value === 'string') check(node.source, node.source.value);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
    CallExpression(node) {
      const [arg] = node.arguments;
      if (node.callee.type === 'Identifier' && node.callee.name === 'require' && arg?.type === 'Literal') {
        if (typeof arg.value === 'string') check(arg, arg.value);
      }
    },
  };
}

const FEATURE = /^renderer\/features\/([^/]+)(?:\/(.+))?$/;
const ENTRY = /^index(\.tsx?)?$/;

/** `renderer/features/<x>/<deeper>` may be imported from inside features/<x> only; everyone else
 *  imports `features/<x>` (its index.ts). */
const featureEntry = {
  meta: {
    type: 'problem',
    messages: { deep: "features/{{feature}} is imported through its index.ts only, not '{{source}}'." },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const own = FEATURE.exec(file)?.[1];
    return eachSource(context, (node, source) => {
      if (!source.startsWith('.')) return;
      const target = path
        .relative(root, path.resolve(path.dirname(context.filename), source))
        .split(path.sep)
        .join('/');
      const match = FEATURE.exec(target);
      if (!match || match[1] === own || match[2] === undefined || ENTRY.test(match[2])) return;
      context.report({ node, messageId: 'deep', data: { feature: match[1], source } });
    });
  },
};

/** Nothing outside tests and testing/ folders imports a testing/ folder. */
const noTestHelpers = {
  meta: {
    type: 'problem',
    messages: { testing: "'{{source}}' is a test helper: only tests and other test helpers import testing/ folders." },
    schema: [],
  },
  create(context) {
    return eachSource(context, (node, source) => {
      if (source.split('/').includes('testing')) context.report({ node, messageId: 'testing', data: { source } });
    });
  },
};

export const importBoundaries = { rules: { 'feature-entry': featureEntry, 'no-test-helpers': noTestHelpers } };
