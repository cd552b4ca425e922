/** Builds, from the schema itself, one document per Query, Mutation and Subscription field with
 *  every required argument filled, so the authorisation matrix reaches every operation: ids name
 *  the matrix's target camera, realm ids the target's realm, user ids and names the operator. */
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';

export interface MatrixTargets {
  device: string;
  realm: string;
  userId: string;
  userName: string;
}

export interface OperationDocument {
  key: string;
  kind: 'query' | 'mutation' | 'subscription';
  document: string;
}

function valueFor(name: string, type: GraphQLInputType, targets: MatrixTargets, depth: number): string | undefined {
  if (isNonNullType(type)) return valueFor(name, type.ofType, targets, depth);
  if (isListType(type)) {
    const item = valueFor(name, type.ofType, targets, depth);
    return item === undefined ? '[]' : `[${item}]`;
  }
  if (isEnumType(type)) return type.getValues()[0]?.name;
  if (isInputObjectType(type)) {
    if (depth > 3) return undefined;
    const fields = Object.values(type.getFields()).flatMap((f: GraphQLInputField) => {
      const wanted = isNonNullType(f.type) || /^(id|ids|realmId|userId|deviceId|obj|objid|cameraId)$/.test(f.name);
      const value = wanted ? valueFor(f.name, f.type, targets, depth + 1) : undefined;
      return value === undefined ? [] : [`${f.name}: ${value}`];
    });
    return `{ ${fields.join(', ')} }`;
  }
  if (!isScalarType(type)) return undefined;
  const text = (v: string) => JSON.stringify(v);
  switch (type.name) {
    case 'ID':
    case 'String':
      if (/realm/i.test(name)) return text(targets.realm);
      if (/userName/i.test(name)) return text(targets.userName);
      if (/user/i.test(name)) return text(targets.userId);
      if (/action/i.test(name)) return text('device:Read');
      return text(type.name === 'ID' || /id|obj|camera|device/i.test(name) ? targets.device : 'matrix');
    case 'Int':
    case 'Float':
      return '1';
    case 'Long':
      return '1000';
    case 'Boolean':
      return 'false';
    case 'JSON':
      return '{}';
    default:
      return text('matrix');
  }
}

const NAMING_FIELDS = ['id', 'context', 'obj', 'objid', 'deviceId', 'cameraId'];

function selection(type: GraphQLOutputType): string {
  const named = getNamedType(type);
  if (isScalarType(named) || isEnumType(named)) return '';
  // The fields that name what an answer is about, so a leak of the target shows in the answer.
  const naming = isObjectType(named)
    ? NAMING_FIELDS.filter((name) => {
        const field = named.getFields()[name];
        return field && isScalarType(getNamedType(field.type));
      })
    : [];
  return ` { ${['__typename', ...naming].join(' ')} }`;
}

function argumentsOf(field: GraphQLField<unknown, unknown>, targets: MatrixTargets): string {
  const args = field.args.flatMap((a: GraphQLArgument) => {
    const wanted = isNonNullType(a.type) || /^(id|ids|realmId|userId|deviceId|obj|cameraId)$/.test(a.name);
    const value = wanted ? valueFor(a.name, a.type, targets, 0) : undefined;
    return value === undefined ? [] : [`${a.name}: ${value}`];
  });
  return args.length ? `(${args.join(', ')})` : '';
}

export function operationDocuments(schemaText: string, targets: MatrixTargets): OperationDocument[] {
  const schema: GraphQLSchema = buildSchema(schemaText);
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ] as const;
  return roots.flatMap(([kind, root]) =>
    Object.values(root?.getFields() ?? {}).map((field) => ({
      key: `${root?.name}.${field.name}`,
      kind,
      document: `${kind} { ${field.name}${argumentsOf(field, targets)}${selection(field.type)} }`,
    })),
  );
}
