// Local ESLint rules for the import boundaries inside the console and the server (design.md §2,
// §6), in the manner of VS Code's own no-deep-import and code-import-patterns rules: a renderer
// feature is entered through its index.ts only, test helpers (anything under a testing/ folder)
// never reach production code, and each server folder imports only what its rule allows, of
// another folder with an index.ts only the modules that entry lists.
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_IMPORT_EXCEPTIONS } from './serverImportExceptions.mjs';
import { isTransportArea, SERVER_IMPORT_RULES, serverAreaOf } from './serverImportRules.mjs';

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

/** True when the import statement around a module source brings in types only (erased at run time). */
function isTypeOnly(sourceNode) {
  const statement = sourceNode.parent;
  if (statement?.type === 'ImportDeclaration') {
    if (statement.importKind === 'type') return true;
    const named = statement.specifiers.filter((s) => s.type === 'ImportSpecifier');
    return (
      named.length > 0 && named.length === statement.specifiers.length && named.every((s) => s.importKind === 'type')
    );
  }
  if (statement?.type === 'ExportNamedDeclaration') {
    if (statement.exportKind === 'type') return true;
    return statement.specifiers.length > 0 && statement.specifiers.every((s) => s.exportKind === 'type');
  }
  return false;
}

const exceptions = new Set(SERVER_IMPORT_EXCEPTIONS.map(([file, target]) => `${file} -> ${target}`));

/** The modules a server folder's index.ts re-exports (paths inside the folder, without extension),
 *  or undefined for a folder without an entry (db/, the transports, platform/). Read again when the
 *  entry changes. */
const entries = new Map();
function publicModules(server, folder) {
  const file = path.join(server, folder, 'index.ts');
  if (!fs.existsSync(file)) return undefined;
  const { mtimeMs } = fs.statSync(file);
  const cached = entries.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.modules;
  const modules = new Set([...fs.readFileSync(file, 'utf8').matchAll(/from\s+'\.\/([^']+)'/g)].map((m) => m[1]));
  entries.set(file, { mtimeMs, modules });
  return modules;
}

/** Each server area imports only the folders its rule lists (serverImportRules.mjs); an area with
 *  no rule fails; only transports and platform/ import a transport; of a folder with an index.ts,
 *  another folder imports the entry or a module it lists, never the folder's own modules. Listed
 *  exceptions pass. */
const serverImports = {
  meta: {
    type: 'problem',
    messages: {
      noRule: 'server/{{area}} has no import rule: add one to scripts/lint/serverImportRules.mjs.',
      notAllowed:
        "server/{{area}} may not import server/{{folder}} ('{{source}}'): see scripts/lint/serverImportRules.mjs.",
      typesOnly: "server/{{area}} imports only types from server/{{folder}} ('{{source}}'): call a service instead.",
      transport:
        "'{{source}}' is a transport: server/{{area}} may not import it (see scripts/lint/serverImportRules.mjs).",
      internal:
        "'{{source}}' is server/{{folder}}'s own: import server/{{folder}} (its index.ts) or a module the entry lists.",
    },
    schema: [],
  },
  create(context) {
    const server = path.join(context.cwd, 'server');
    const file = path.relative(server, context.filename).split(path.sep).join('/');
    if (file.startsWith('..')) return {};
    const area = serverAreaOf(file);
    const rule = SERVER_IMPORT_RULES[area];
    const check = (node, source, typeOnly) => {
      if (!rule || !source.startsWith('.')) return;
      const absolute = path.resolve(path.dirname(context.filename), source);
      const target = path.relative(server, absolute).split(path.sep).join('/');
      if (target.startsWith('..')) return;
      const targetArea = serverAreaOf(target);
      if (targetArea === area || exceptions.has(`${file.replace(/\.ts$/, '')} -> ${target}`)) return;
      const folder = target.split('/')[0];
      const own = folder === area.split('/')[0];
      const data = { area, folder, source };
      if (isTransportArea(targetArea) && !rule.wires) {
        if (!rule.transportsFrom?.includes(targetArea)) context.report({ node, messageId: 'transport', data });
        return;
      }
      if (!own && !rule.may.includes(folder) && !(rule.typesFrom?.includes(folder) && typeOnly)) {
        const messageId = rule.typesFrom?.includes(folder) ? 'typesOnly' : 'notAllowed';
        context.report({ node, messageId, data });
        return;
      }
      const modules = own ? undefined : publicModules(server, folder);
      const inner = target.slice(folder.length + 1);
      if (modules && inner !== '' && inner !== 'index' && !modules.has(inner)) {
        context.report({ node, messageId: 'internal', data });
      }
    };
    return {
      ...eachSource(context, (node, source) => check(node, source, isTypeOnly(node))),
      Program(node) {
        if (!rule) context.report({ node, messageId: 'noRule', data: { area } });
      },
      // A type written as import('…').Name.
      TSImportType(node) {
        const argument =
          node.source ?? (node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument);
        if (argument?.type === 'Literal' && typeof argument.value === 'string') check(argument, argument.value, true);
      },
    };
  },
};

export const importBoundaries = {
  rules: { 'feature-entry': featureEntry, 'no-test-helpers': noTestHelpers, 'server-imports': serverImports },
};
