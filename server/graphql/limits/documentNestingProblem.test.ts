import { parse } from 'graphql';
import { documentNesting, documentNestingProblem, MAX_DOCUMENT_NESTING } from './documentNestingProblem';

describe('documentNesting', () => {
  it('counts braces, brackets and parentheses', () => {
    expect(documentNesting('{ a }')).toBe(1);
    expect(documentNesting('query($x: [[ID!]]) { a(x: $x) { b { c } } }')).toBe(3);
    expect(documentNesting('{ a(list: [[1], [2]]) }')).toBe(4);
  });

  it('skips strings, block strings and comments', () => {
    expect(documentNesting('{ a(s: "{{{{[[[(((") }')).toBe(2);
    expect(documentNesting('{ a(s: "\\"{{{") }')).toBe(2);
    expect(documentNesting('{ a(s: """ {{{ \\""" {{{ """) }')).toBe(2);
    expect(documentNesting('# {{{{{\n{ a }')).toBe(1);
  });

  it('lets real operations through and refuses a nest the parser could not descend', () => {
    const deepest = `{ ${'a { '.repeat(12)}b${' }'.repeat(12)} }`;
    expect(() => parse(deepest)).not.toThrow();
    expect(documentNestingProblem(deepest)).toBeUndefined();
    const nest = `{ ${'a { '.repeat(MAX_DOCUMENT_NESTING)}`;
    expect(documentNestingProblem(nest)).toMatch(/deeper than 64 levels/);
    expect(documentNestingProblem(`{ a(x: ${'['.repeat(100_000)}) }`)).toBeDefined();
  });
});
