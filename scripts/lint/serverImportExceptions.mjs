// The imports the server makes against its folders' rules (serverImportRules.mjs), each named by
// importing file and imported module (paths under server/, without extension): none today, and the
// list only shrinks (test/lint/serverImports.test.ts fails when an entry no longer occurs in the
// tree). Every import not listed here follows the rules.
export const SERVER_IMPORT_EXCEPTIONS = [];
