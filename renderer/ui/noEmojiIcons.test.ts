/* Issue 34: the console draws its icons from its own set (Icon, IconButton's icon names), never
 * with emoji, which show as empty boxes on a machine without an emoji font (the delete-view button
 * was one). Every string and JSX text of the console's source and every locale text is checked;
 * comments may say what they like. ©, ® and ™ are text in every font and stay allowed. */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../..');
const EMOJI = /(?![©®™])[\p{Extended_Pictographic}\u{FE0F}]/u;

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, keep);
    return keep(full) ? [full] : [];
  });
}

/** Each emoji in the source's strings, template texts and JSX texts, as `file:line: text`. */
function emojiInSource(file: string, text: string): string[] {
  const found: string[] = [];
  const textKinds = new Set([
    ts.SyntaxKind.StringLiteral,
    ts.SyntaxKind.NoSubstitutionTemplateLiteral,
    ts.SyntaxKind.TemplateHead,
    ts.SyntaxKind.TemplateMiddle,
    ts.SyntaxKind.TemplateTail,
    ts.SyntaxKind.JsxText,
  ]);
  // The scanner alone cannot tell JSX text from code; the parsed tree can.
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const visit = (node: ts.Node) => {
    if (textKinds.has(node.kind) && EMOJI.test(node.getText(source))) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${path.relative(ROOT, file)}:${line + 1}: ${node.getText(source).trim()}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Each locale text holding an emoji, as `file: key`. */
function emojiInLocale(file: string): string[] {
  const found: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string' && EMOJI.test(value)) found.push(`${path.relative(ROOT, file)}: ${key}`);
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, key ? `${key}.${k}` : k);
  };
  walk(JSON.parse(fs.readFileSync(file, 'utf8')), '');
  return found;
}

describe('the console shows no emoji as icons', () => {
  it('finds an emoji in a string and in JSX text, but not in a comment or ©', () => {
    const sample = `// 🗑 in a comment\nconst a = '🗑';\nconst b = <b>⚠️ Alert</b>;\nconst c = '© 2026';\n`;
    expect(emojiInSource('/sample.tsx', sample).map((line) => line.split(': ')[1])).toEqual(["'🗑'", '⚠️ Alert']);
  });

  it('in the source of the console', () => {
    const files = filesUnder(path.join(ROOT, 'renderer'), (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => emojiInSource(file, fs.readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('in the locales', () => {
    const files = filesUnder(path.join(ROOT, 'locales'), (f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThanOrEqual(3);
    expect(files.flatMap(emojiInLocale)).toEqual([]);
  });
});
