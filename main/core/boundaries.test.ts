import fs from 'node:fs';
import path from 'node:path';

/** design.md §2: main/core is pure logic, unit-tested without Electron, so it imports no runtime. */
describe('main/core boundaries', () => {
  const files = fs
    .readdirSync(__dirname, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

  it.each(files)('%s imports neither electron nor node', (file) => {
    const source = fs.readFileSync(path.join(__dirname, file), 'utf8');
    const imports = [...source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1]!);
    const forbidden = imports.filter((name) => !name.startsWith('.') || /\/(renderer|server|electron)\//.test(name));
    expect(forbidden).toEqual([]);
  });
});
