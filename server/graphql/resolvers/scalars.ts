/** The schema's scalars: Long (epoch milliseconds) and JSON. */
import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';

export const Long = new GraphQLScalarType({
  name: 'Long',
  description: 'Milliseconds since the epoch, UTC.',
  serialize: (value) => {
    const n = typeof value === 'string' ? Number(value) : value;
    if (typeof n !== 'number' || !Number.isFinite(n)) throw new GraphQLError(`Long cannot represent ${String(value)}`);
    return Math.trunc(n);
  },
  parseValue: (value) => {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
      throw new GraphQLError('Long must be an integer number of milliseconds');
    }
    return value;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.INT) throw new GraphQLError('Long must be an integer number of milliseconds');
    const n = Number(ast.value);
    if (!Number.isSafeInteger(n)) throw new GraphQLError('Long is out of range');
    return n;
  },
});

function literalToJson(ast: ValueNode, variables?: Record<string, unknown> | null): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return ast.values.map((v) => literalToJson(v, variables));
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((f) => [f.name.value, literalToJson(f.value, variables)]));
    case Kind.VARIABLE:
      return variables?.[ast.name.value];
    default:
      throw new GraphQLError(`Unexpected JSON literal ${ast.kind}`);
  }
}

export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => literalToJson(ast, variables),
});
