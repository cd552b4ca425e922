/** Every operation the console sends stays far inside the query limits: each graphql(`…`)
 *  document in renderer/ is read as text, joined with the fragments it names, and validated
 *  against the real schema with the limit rules. */
import fs from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  Kind,
  Lexer,
  parse,
  print,
  Source,
  TokenKind,
  validate,
  type DefinitionNode,
  type FragmentDefinitionNode,
  visit,
} from 'graphql';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { projectRoot } from '../../kernel/readConfig';
import { loadSchemaText } from '../registerGraphql';
import { QUERY_LIMITS, queryLimitRules } from './queryLimits';

function consoleDefinitions(): DefinitionNode[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) files.push(full);
    }
  };
  walk(path.join(projectRoot(), 'renderer'));
  return files.flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/\bgraphql\(\s*`([^`]*)`/g)].flatMap(
      (match) => parse(match[1] as string).definitions,
    ),
  );
}

/** The fragments a definition names, and those they name in turn: what is sent with it. */
function fragmentsOf(
  definition: DefinitionNode,
  byName: ReadonlyMap<string, FragmentDefinitionNode>,
  found = new Map<string, FragmentDefinitionNode>(),
): FragmentDefinitionNode[] {
  visit(definition, {
    FragmentSpread(spread) {
      const fragment = byName.get(spread.name.value);
      if (!fragment || found.has(fragment.name.value)) return;
      found.set(fragment.name.value, fragment);
      fragmentsOf(fragment, byName, found);
    },
  });
  return [...found.values()];
}

describe('the console operations', () => {
  const schema = buildSchema(loadSchemaText());
  const definitions = consoleDefinitions();
  const fragments = new Map(
    definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const operations = definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);

  it('are found in the renderer', () => {
    expect(operations.length).toBeGreaterThan(20);
  });

  it.each(operations.map((o) => [o.kind === Kind.OPERATION_DEFINITION ? (o.name?.value ?? '?') : '?', o]))(
    '%s passes every limit with room to spare',
    (_name, operation) => {
      const document = { kind: Kind.DOCUMENT, definitions: [operation, ...fragmentsOf(operation, fragments)] } as const;
      expect(validate(schema, document, queryLimitRules({ introspection: false })).map((e) => e.message)).toEqual([]);
      // "Far inside": under a quarter of the cost limit.
      const costs: number[] = [];
      validate(schema, document, [
        costLimitRule({ maxCost: QUERY_LIMITS.cost, onAccept: [(_ctx, { n }) => costs.push(n)] }),
      ]);
      expect(costs[0]).toBeLessThan(QUERY_LIMITS.cost / 4);
      // And its text, as sent with the fragments it may name, is far inside the parser's limits.
      const text = print(document);
      expect(text.length).toBeLessThan(QUERY_LIMITS.documentLength / 4);
      const lexer = new Lexer(new Source(text));
      let tokens = 0;
      while (lexer.advance().kind !== TokenKind.EOF) tokens += 1;
      expect(tokens).toBeLessThan(QUERY_LIMITS.tokens / 4);
    },
  );
});
