import ts from 'typescript';

/** A string in a source file: an import/export specifier, or any other literal. */
export interface Literal {
  readonly text: string;
  readonly line: number;
  /** Whether it names a module: `import`/`export ... from`, `import(...)`, `import('x').T`. */
  readonly specifier: boolean;
}

/**
 * Every string literal of a file with its line, the module specifiers marked. TypeScript's parser
 * does the reading, so comments, type-only imports and template strings are handled as tsc does.
 */
export function literals(fileName: string, text: string): Literal[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const specifiers = new Set<ts.Node>();
  const out: Literal[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
      specifiers.add(node.moduleSpecifier);
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0]
    )
      specifiers.add(node.arguments[0]);
    if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
      specifiers.add(node.argument.literal);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      out.push({
        text: node.text,
        line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
        specifier: specifiers.has(node),
      });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** The package a bare specifier names (`@puz/cube/nxn` → `@puz/cube`), or undefined if relative. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:'))
    return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}
