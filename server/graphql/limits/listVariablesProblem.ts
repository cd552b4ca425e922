/** Finds a list-typed variable of the operation that holds more items than the limit (checked
 *  before execution, because validation is cached per document text and never sees variables). */
import { Kind, type DocumentNode, type TypeNode } from 'graphql';
import { listTooLong } from './listSizeRule';

const isListType = (type: TypeNode): boolean =>
  type.kind === Kind.LIST_TYPE || (type.kind === Kind.NON_NULL_TYPE && isListType(type.type));

export function listVariablesProblem(
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  limit: number,
): string | undefined {
  if (!variables) return undefined;
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const variable of definition.variableDefinitions ?? []) {
      const value = variables[variable.variable.name.value];
      if (isListType(variable.type) && Array.isArray(value) && value.length > limit) {
        return `${listTooLong(limit)} ($${variable.variable.name.value} has ${value.length})`;
      }
    }
  }
  return undefined;
}
