/** Refuses a GraphQL document whose brackets nest deeper than any real operation before it is
 *  parsed: the parser descends recursively, and a document of thousands of `{` or `[` overflowed
 *  the stack ("Maximum call stack size exceeded" instead of a readable refusal). The depth limit
 *  proper (QUERY_LIMITS.depth) is checked later, on the parsed document. */

/** Far above what QUERY_LIMITS.depth lets through (12 selection levels, plus argument values). */
export const MAX_DOCUMENT_NESTING = 64;

const OPEN = new Set(['{', '[', '(']);
const CLOSE = new Set(['}', ']', ')']);

/** The deepest nesting of {, [ and ( outside strings and comments. */
export function documentNesting(source: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i] as string;
    if (char === '#') {
      while (i < source.length && source[i] !== '\n' && source[i] !== '\r') i += 1;
    } else if (char === '"') {
      i = source.startsWith('"""', i) ? skipBlockString(source, i + 3) : skipString(source, i + 1);
    } else if (OPEN.has(char)) {
      depth += 1;
      deepest = Math.max(deepest, depth);
    } else if (CLOSE.has(char)) {
      depth = Math.max(0, depth - 1);
    }
  }
  return deepest;
}

/** The index of the closing quote of a "string" whose content starts at `i` (or the end). */
function skipString(source: string, i: number): number {
  for (; i < source.length; i += 1) {
    if (source[i] === '\\') i += 1;
    else if (source[i] === '"' || source[i] === '\n') return i;
  }
  return i;
}

function skipBlockString(source: string, i: number): number {
  for (; i < source.length; i += 1) {
    if (source.startsWith('\\"""', i)) i += 3;
    else if (source.startsWith('"""', i)) return i + 2;
  }
  return i;
}

export function documentNestingProblem(source: string): string | undefined {
  return documentNesting(source) > MAX_DOCUMENT_NESTING
    ? `The document nests deeper than ${MAX_DOCUMENT_NESTING} levels`
    : undefined;
}
