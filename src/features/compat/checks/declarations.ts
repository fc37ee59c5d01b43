import ts from 'typescript';

type DeclaredExport = {callable: boolean; literal: string | number | undefined};

const cache = new Map<string, Map<string, DeclaredExport>>();

/**
 * What a package's type declarations (`.d.ts`) say a module exports, resolved by the TypeScript
 * compiler through its re-exports inside the package: the names, whether each can be called, and a
 * constant's literal value. Read from the declarations upstream publishes, never from its compiled
 * code. Other packages (React's types) are not loaded: a name is found without them, in a second.
 */
export function declaredExports(declarationFile: string): Map<string, DeclaredExport> {
  const cached = cache.get(declarationFile);
  if (cached) return cached;
  const options: ts.CompilerOptions = {noEmit: true, skipLibCheck: true, noLib: true, types: []};
  const host = ts.createCompilerHost(options);
  host.resolveModuleNames = (names, containingFile) =>
    names.map((name) =>
      name.startsWith('.') ? ts.resolveModuleName(name, containingFile, options, host).resolvedModule : undefined,
    );
  const program = ts.createProgram({rootNames: [declarationFile], options, host});
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(declarationFile);
  const module = source && checker.getSymbolAtLocation(source);
  const exports = new Map<string, DeclaredExport>();
  for (const symbol of module ? checker.getExportsOfModule(module) : []) {
    const type = checker.getTypeOfSymbolAtLocation(symbol, source!);
    exports.set(symbol.getName(), {
      callable: type.getCallSignatures().length > 0,
      literal: type.isLiteral() ? (type.value as string | number) : undefined,
    });
  }
  cache.set(declarationFile, exports);
  return exports;
}
