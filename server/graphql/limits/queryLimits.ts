/** The limits every GraphQL document is held to before it runs: depth (Mercurius' own option),
 *  aliases and cost (GraphQL Armor), media work (our fields that start ffmpeg), list sizes, and
 *  introspection, which only development answers (the console's typed documents need none). */
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { GraphQLError, NoSchemaIntrospectionCustomRule, type ValidationContext, type ValidationRule } from 'graphql';
import { MAX_LIST_ITEMS } from '../../http/listLengthLimit';
import { listSizeRule } from './listSizeRule';
import { mediaWorkRule } from './mediaWorkRule';

export const QUERY_LIMITS = {
  /** Deeper documents are refused: no screen of the console needs more. */
  depth: 12,
  /** Aliases per operation: the console uses a handful; thousands are a way to multiply work. */
  aliases: 20,
  /** Armor's cost (objects 2, fields 1, ×1.5 per level): the console's largest operation costs
   *  a few hundred (checked by consoleOperationsWithinLimits.test.ts). */
  cost: 3000,
  /** Fields that decode video (a snapshot) per request; their work is also capped platform-wide. */
  mediaWork: 4,
  /** Items in one list argument, literal or variable: the platform's one list limit, which every
   *  REST route is held to as well. */
  listItems: MAX_LIST_ITEMS,
  /** Tokens the parser reads before it gives up: the console's largest document has a few
   *  hundred; one of 20,000 aliases (120,000 tokens) held the event loop for over a second in
   *  parsing and validation before the alias limit could refuse it. */
  tokens: 3000,
  /** Characters of document text (the console's largest is a few KB; data travels in variables).
   *  Every distinct document is cached with its parse: 300 anonymous 1 MB documents held 330 MB. */
  documentLength: 64 * 1024,
  /** Distinct documents whose parse and validation are cached (the console sends under 100). */
  cachedDocuments: 128,
} as const;

/** Armor reports with a "Syntax Error:" prefix that would mislead; the limit's own words stay. */
function report(context: ValidationContext | null, error: GraphQLError): void {
  context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, '')));
}

export function queryLimitRules(options: { introspection: boolean }): ValidationRule[] {
  const armor = { propagateOnRejection: false, onReject: [report] };
  return [
    maxAliasesRule({ n: QUERY_LIMITS.aliases, ...armor }),
    costLimitRule({ maxCost: QUERY_LIMITS.cost, ignoreIntrospection: options.introspection, ...armor }),
    mediaWorkRule(QUERY_LIMITS.mediaWork),
    listSizeRule(QUERY_LIMITS.listItems),
    ...(options.introspection ? [] : [NoSchemaIntrospectionCustomRule]),
  ];
}
