/** Transports call services only, never a repository (design.md §2, issue 35): the `Services` that
 *  resolvers and routes receive has no member whose type is declared in server/db, so a resolver
 *  cannot reach a repository through it; the repositories stay with platform/ (PlatformServices). */
import path from 'node:path';
import ts from 'typescript';

const serverDir = path.resolve(__dirname, '..');
const servicesFile = path.join(serverDir, 'services', 'Services.ts');

/** Each member of the named interface with the file its type is declared in. */
function membersOf(interfaceName: string): Array<{ member: string; declaredIn: string }> {
  const configPath = path.join(serverDir, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  const program = ts.createProgram([servicesFile], { ...config?.options, noEmit: true, composite: false });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(servicesFile);
  const declaration = source?.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === interfaceName,
  );
  if (!declaration) throw new Error(`${interfaceName} is not declared in ${servicesFile}`);
  const type = checker.getTypeAtLocation(declaration);
  return checker.getPropertiesOfType(type).map((property) => {
    const memberType = checker.getTypeOfSymbolAtLocation(property, declaration);
    const symbol = memberType.getSymbol() ?? memberType.aliasSymbol;
    const file = symbol?.declarations?.[0]?.getSourceFile().fileName ?? '';
    return { member: property.name, declaredIn: path.relative(serverDir, file) };
  });
}

describe('the services handed to transports', () => {
  it('hold no repository', () => {
    const members = membersOf('Services');
    expect(members.map((m) => m.member)).toEqual(expect.arrayContaining(['deviceDirectory', 'userDirectory']));
    expect(members.filter((m) => m.declaredIn.startsWith(`db${path.sep}`))).toEqual([]);
  }, 60_000);
});
