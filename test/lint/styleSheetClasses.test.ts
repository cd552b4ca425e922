/** A class's rules live in one style sheet. The console's style sheets are global and webpack puts
 *  them on the page in the order of its module graph, so a selector that two sheets both define
 *  takes whichever came last: adding an import elsewhere once turned the status bar's white badge
 *  text into the views' lighter accent on the accent fill (2.3:1, below WCAG AA). */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

function styleSheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return styleSheets(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

/** The selectors of a sheet's rules, each as written (comments and at-rule preludes left out). */
function selectorsOf(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const selectors: string[] = [];
  for (const match of text.matchAll(/([^{}]+)\{/g)) {
    const prelude = (match[1] ?? '').trim();
    if (prelude.startsWith('@')) continue;
    for (const selector of prelude.split(',')) selectors.push(selector.trim().replace(/\s+/g, ' '));
  }
  return selectors.filter((selector) => selector.startsWith('.vt-'));
}

describe("the console's style sheets", () => {
  it('reads the selectors of rules, inside media queries too, and leaves keyframes aside', () => {
    expect(
      selectorsOf(
        '/* .vt-old {} */ .vt-a, .vt-b:hover { color: red }\n@media (max-width: 600px) { .vt-a  .vt-c { margin: 0 } }\n@keyframes spin { from { opacity: 0 } to { opacity: 1 } }',
      ),
    ).toEqual(['.vt-a', '.vt-b:hover', '.vt-a .vt-c']);
  });

  it('define each selector in one sheet only', () => {
    const owners = new Map<string, Set<string>>();
    for (const file of styleSheets(path.join(root, 'renderer'))) {
      const name = path.relative(root, file);
      for (const selector of selectorsOf(readFileSync(file, 'utf8'))) {
        owners.set(selector, (owners.get(selector) ?? new Set()).add(name));
      }
    }
    const shared = [...owners]
      .filter(([, files]) => files.size > 1)
      .map(([selector, files]) => `${selector}: ${[...files].sort().join(', ')}`);
    expect(shared).toEqual([]);
  });
});
