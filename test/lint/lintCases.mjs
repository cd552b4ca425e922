// Lints source snippets as if they lived at the given paths; reads [{file, code}] as JSON on
// stdin and prints the boundary rules' messages per case (no-restricted-imports in its core and
// typescript-eslint forms, import-x's and the local vantage/ rules). Runs outside jest, whose VM
// cannot load ESLint's ESM configuration.
import { ESLint } from 'eslint';

const input = await new Promise((resolve) => {
  let text = '';
  process.stdin.on('data', (chunk) => (text += chunk));
  process.stdin.on('end', () => resolve(text));
});
const eslint = new ESLint({ cwd: process.cwd() });
const isBoundaryRule = (ruleId) =>
  /^(@typescript-eslint\/)?no-restricted-imports$|^(import-x|vantage)\//.test(ruleId ?? '');
const results = [];
for (const { file, code } of JSON.parse(input)) {
  const [result] = await eslint.lintText(code, { filePath: file });
  results.push((result?.messages ?? []).filter((m) => isBoundaryRule(m.ruleId)).map((m) => m.message));
}
process.stdout.write(JSON.stringify(results));
