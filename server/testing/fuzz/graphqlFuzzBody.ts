/** GraphQL request bodies for the fault suite: the schema's own queries and mutations with
 *  arguments of the declared and of wrong types, unknown fields and arguments, broken and deep
 *  documents, aliases, fragment cycles, huge strings, and bodies of the wrong shape. */
import {
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
} from 'graphql';
import { malformedBody } from './malformedBody';
import { hugeString, malformedValue } from './malformedValue';
import type { Random } from './seededRandom';

const IDS = ['demo-hq-camera-1', 'demo-hq-ptz', 'demo-branch-camera-1', 'demo-hq', 'nope', '', '0'];
const YEAR_2500 = 16725225600000;

/** A value of the declared type, within reason or at its edges. */
function plausible(random: Random, type: GraphQLInputType, depth = 0): unknown {
  if (isNonNullType(type)) return plausible(random, type.ofType, depth);
  if (isListType(type)) {
    const length = random.chance(0.05) ? 1500 : random.int(4);
    return Array.from({ length }, () => plausible(random, type.ofType, depth + 1));
  }
  if (isEnumType(type)) return random.pick(type.getValues()).name;
  if (isInputObjectType(type)) {
    if (depth > 4) return {};
    const object: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type) || random.chance(0.5))
        object[field.name] = argumentValue(random, field.type, depth);
    }
    return object;
  }
  switch (type.name) {
    case 'ID':
    case 'String':
      // Huge strings only outside lists: 1,500 of them would make a body of gigabytes.
      return depth > 0 || random.chance(0.9) ? random.pick(IDS) : hugeString(random);
    case 'Int':
      return random.pick([0, 1, -1, 10, 1000, 2 ** 31 - 1, -(2 ** 31)]);
    case 'Float':
      return random.pick([0, -1, 0.5, 1e9, -1e-9, 1e308]);
    case 'Boolean':
      return random.chance(0.5);
    case 'Long':
      return random.pick([0, -1, Date.now(), Date.now() - 60_000, YEAR_2500, 2 ** 53 - 1, -(2 ** 53)]);
    default:
      return malformedValue(random);
  }
}

function argumentValue(random: Random, type: GraphQLInputType, depth = 0): unknown {
  return random.chance(0.75) ? plausible(random, type, depth) : malformedValue(random, depth);
}

/** A selection set for an output type: a few leaves, sometimes a nested object or a typo. */
function selection(random: Random, type: GraphQLOutputType, depth: number): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (isUnionType(named) || depth > 3) return '{ __typename }';
  if (!isObjectType(named) && !isInterfaceType(named)) return '{ __typename }';
  const fields = Object.values(named.getFields()).filter((f) => f.args.every((a) => !isNonNullType(a.type)));
  const chosen = Array.from({ length: 1 + random.int(3) }, () => random.pick(fields));
  const parts = chosen.map((f) => `${f.name} ${selection(random, f.type, depth + 1)}`);
  if (random.chance(0.05)) parts.push('notAField');
  return `{ __typename ${[...new Set(parts)].join(' ')} }`;
}

/** One of the schema's root fields, called with variables (as the console does) or inline values. */
export function operation(random: Random, root: GraphQLObjectType, keyword: string): Record<string, unknown> {
  const field: GraphQLField<unknown, unknown> = random.pick(Object.values(root.getFields()));
  const args = field.args.filter((a) => isNonNullType(a.type) || random.chance(0.6));
  const variables: Record<string, unknown> = {};
  const declared: string[] = [];
  const passed: string[] = [];
  for (const arg of args) {
    if (random.chance(0.05)) continue; // a required argument left out
    declared.push(`$${arg.name}: ${String(arg.type)}`);
    passed.push(`${arg.name}: $${arg.name}`);
    variables[arg.name] = argumentValue(random, arg.type);
  }
  if (random.chance(0.05)) passed.push('unknownArgument: 1');
  const head = declared.length ? `${keyword} Fuzz(${declared.join(', ')})` : `${keyword} Fuzz`;
  const call = passed.length ? `${field.name}(${passed.join(', ')})` : field.name;
  return { query: `${head} { ${call} ${selection(random, field.type, 0)} }`, variables, operationName: 'Fuzz' };
}

/** Documents that fail to parse or validate, or press on the limits. */
export function brokenDocument(random: Random): Record<string, unknown> {
  const n = random.pick([10, 100, 1000, 20_000]);
  return {
    query: random.pick([
      '{',
      '{ }',
      'query {',
      '{ nothing }',
      '{ userInfo { nothing } }',
      'query Q($a: Nope) { userInfo { __typename } }',
      '{ userInfo @nope { __typename } }',
      `{ ${'userInfo { user { '.repeat(n)} }`,
      `{ device(id: ${'['.repeat(n)}"x"${']'.repeat(n)}) { id } }`,
      `{ ${Array.from({ length: n }, (_, i) => `a${i}: languages { __typename }`).join(' ')} }`,
      'fragment A on Query { ...B } fragment B on Query { ...A } { ...A }',
      `{ device(id: "${hugeString(random).replace(/["\\]/g, 'x')}") { id } }`,
      `{ __schema { types { name fields { name type { name ofType { name ofType { name } } } } } } }`,
      `subscription { sessionClose { __typename } }`,
      'mutation { acceptLicence }',
      '\u0000\u0001\u0002',
    ]),
  };
}

/** A whole body: a JSON text, or raw text that is not JSON at all. */
export function graphqlFuzzBody(random: Random, schema: GraphQLSchema): string {
  const roll = random.next();
  const query = schema.getQueryType();
  const mutation = schema.getMutationType();
  if (roll < 0.55 && query && mutation) {
    return JSON.stringify(
      random.chance(0.7) ? operation(random, query, 'query') : operation(random, mutation, 'mutation'),
    );
  }
  if (roll < 0.7) return JSON.stringify(brokenDocument(random));
  if (roll < 0.85) {
    return JSON.stringify(
      random.pick<unknown>([
        { query: malformedValue(random) },
        { query: '{ languages { __typename } }', variables: malformedValue(random) },
        { query: '{ languages { __typename } }', operationName: malformedValue(random) },
        { query: '{ languages { __typename } }', extensions: malformedValue(random) },
        [{ query: '{ languages { __typename } }' }, { query: '{ nothing }' }],
        {},
      ]),
    );
  }
  return malformedBody(random);
}
