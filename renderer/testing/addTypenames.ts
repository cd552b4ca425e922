/** Completes a mocked GraphQL answer as the server would: every object whose selection asks for
 *  `__typename` gets its type's name from the schema, so tests state data without it. */
import { type FieldNode, Kind, parse, type SelectionSetNode } from 'graphql';
import schemaIntrospection from '../graphql/schemaIntrospection.json';

type TypeRef = { kind: string; name?: string; ofType?: TypeRef | null };
type SchemaType = { kind: string; name: string; fields?: { name: string; type: TypeRef }[] };

const schema = schemaIntrospection as unknown as {
  __schema: {
    queryType: { name: string };
    mutationType: { name: string } | null;
    subscriptionType: { name: string } | null;
    types: SchemaType[];
  };
};
const typesByName = new Map(schema.__schema.types.map((type) => [type.name, type]));

function namedType(type: TypeRef): string {
  return type.ofType ? namedType(type.ofType) : (type.name ?? '');
}

/** The data with `__typename` filled in where the query selects it and the answer leaves it out
 *  (an interface's or union's member cannot be told from the schema: those keep what the test gave). */
export function addTypenames(query: string, data: unknown): unknown {
  if (!isRecord(data)) return data;
  const document = parse(query);
  const fragments = new Map(
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])),
  );
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (!operation) return data;
  const roots = schema.__schema;
  const rootName =
    operation.operation === 'query'
      ? roots.queryType.name
      : operation.operation === 'mutation'
        ? roots.mutationType?.name
        : roots.subscriptionType?.name;

  const fieldsOf = (selectionSet: SelectionSetNode): FieldNode[] =>
    selectionSet.selections.flatMap((selection) => {
      if (selection.kind === Kind.FIELD) return [selection];
      if (selection.kind === Kind.INLINE_FRAGMENT) return fieldsOf(selection.selectionSet);
      const fragment = fragments.get(selection.name.value);
      return fragment ? fieldsOf(fragment.selectionSet) : [];
    });

  const complete = (value: unknown, typeName: string, selectionSet: SelectionSetNode): unknown => {
    if (Array.isArray(value)) return value.map((item) => complete(item, typeName, selectionSet));
    if (!isRecord(value)) return value;
    // A member of an interface or union names itself; its fields are looked up on it.
    const ownName = typeof value.__typename === 'string' ? value.__typename : typeName;
    const type = typesByName.get(ownName);
    const out: Record<string, unknown> = { ...value };
    for (const field of fieldsOf(selectionSet)) {
      const key = field.alias?.value ?? field.name.value;
      if (field.name.value === '__typename') {
        if (out[key] === undefined && type?.kind === 'OBJECT') out[key] = ownName;
        continue;
      }
      const fieldType = type?.fields?.find((f) => f.name === field.name.value)?.type;
      if (field.selectionSet && fieldType && key in out) {
        out[key] = complete(out[key], namedType(fieldType), field.selectionSet);
      }
    }
    return out;
  };

  return rootName ? complete(data, rootName, operation.selectionSet) : data;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
