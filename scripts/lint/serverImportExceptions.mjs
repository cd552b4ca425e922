// The imports today's server still makes against its folders' rules (serverImportRules.mjs), each
// named by importing file and imported module (paths under server/, without extension). All are
// to remove (issue 35), and the list only shrinks: test/lint/serverImportExceptions.test.ts fails
// when an entry no longer occurs in the tree. Every import not listed here follows the rules.
export const SERVER_IMPORT_EXCEPTIONS = [
  // To remove: transports and sim/ take the Services type from platform/, which imports them back
  // (a type-level loop); the services they call want a home below platform/.
  ['graphql/access', 'platform/services'],
  ['graphql/registerGraphql', 'platform/services'],
  ['http/authRoutes', 'platform/services'],
  ['devices/http/registerAvatarRoutes', 'platform/services'],
  ['events/http/registerAlertLogRoutes', 'platform/services'],
  ['imageMaps/http/registerImageMapPlanRoute', 'platform/services'],
  ['maps/http/registerStoredFileRoutes', 'platform/services'],
  ['media/http/registerAodRoutes', 'platform/services'],
  ['media/http/registerExportRoutes', 'platform/services'],
  ['media/http/registerMediaRoutes', 'platform/services'],
  ['media/http/registerPtzRoute', 'platform/services'],
  ['media/http/restCaller', 'platform/services'],
  ['sim/seedDemo', 'platform/services'],
];
