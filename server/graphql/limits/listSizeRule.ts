/** Refuses list literals longer than the limit; listVariablesProblem does the same for the lists
 *  that arrive as variables, which validation (cached per document text) never sees. */
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';
import { listTooLong } from '../../http/listLengthLimit';

export function listSizeRule(limit: number): ValidationRule {
  return (context: ValidationContext) => ({
    ListValue(node) {
      if (node.values.length > limit) context.reportError(new GraphQLError(listTooLong(limit), { nodes: [node] }));
    },
  });
}
