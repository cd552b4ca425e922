/** Finds a list in the operation's variables that holds more items than the limit, wherever the
 *  schema puts a list: a variable of list type, or a list field of an input object however deep
 *  (`auditEntries(filter: $filter)` with 40,000 `filter.witnesses` passed a check of the variables'
 *  own types, issue 27 #4). Checked before execution, because validation is cached per document
 *  text and never sees variables. JSON scalars are not walked: their arrays are data, not lists
 *  the platform iterates per item. */
import {
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  Kind,
  typeFromAST,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { listTooLong } from '../../http/listLengthLimit';

export function listVariablesProblem(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  limit: number,
): string | undefined {
  if (!variables) return undefined;
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const variable of definition.variableDefinitions ?? []) {
      const type = typeFromAST(schema, variable.type) as GraphQLInputType | undefined;
      const name = variable.variable.name.value;
      const at = type && longListIn(variables[name], type, limit, `$${name}`);
      if (at) return `${listTooLong(limit)} (${at.path} has ${at.count})`;
    }
  }
  return undefined;
}

/** The first list longer than `limit` in a value of `type`; walks without recursion. */
function longListIn(
  value: unknown,
  type: GraphQLInputType,
  limit: number,
  path: string,
): { path: string; count: number } | undefined {
  const pending: Array<{ value: unknown; type: GraphQLInputType; path: string }> = [{ value, type, path }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const nullable = item.type instanceof GraphQLNonNull ? item.type.ofType : item.type;
    if (item.value === null || typeof item.value !== 'object') continue;
    if (nullable instanceof GraphQLList) {
      if (!Array.isArray(item.value)) continue;
      if (item.value.length > limit) return { path: item.path, count: item.value.length };
      const of = nullable.ofType as GraphQLInputType;
      item.value.forEach((child, i) => pending.push({ value: child, type: of, path: `${item.path}[${i}]` }));
    } else if (nullable instanceof GraphQLInputObjectType) {
      const fields = nullable.getFields();
      for (const [key, child] of Object.entries(item.value as Record<string, unknown>)) {
        const field = fields[key];
        if (field) pending.push({ value: child, type: field.type, path: `${item.path}.${key}` });
      }
    }
  }
  return undefined;
}
