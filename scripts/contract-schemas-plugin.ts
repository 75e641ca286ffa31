import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * The SPA's build of `contract/`: the calls without their schemas, and every schema the SPA
 * never reads left out (issue 23 item 23).
 *
 * An `endpoint(method, path, input, output)` gives the server its parsing and the SPA its types
 * (contract/endpoint.ts). In the browser only the method and the path are read (src/lib/api.ts);
 * yet building every call's zod schemas, for every module of the app, ran 20 ms of the first
 * load's main thread after the page's code arrived, on the way to the first paint. Here each call
 * keeps its method and path only, and each top-level constant whose value is built by calls is
 * built in a function marked pure, so the bundler drops those no code of the SPA uses (a zod
 * chain cannot be marked pure call by call: its inner calls would still run). The schemas the
 * SPA does read (an import's answer, a live event) stay, built as before.
 */
export function contractSchemas(): Plugin {
  return {
    name: 'contract-schemas',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: /\/contract\/[^/]+\.ts$/ },
      handler: (code, id) => withoutUnreadSchemas(code, id),
    },
  };
}

/** `code` with each endpoint's schemas removed and each top-level value built by calls made removable. */
export function withoutUnreadSchemas(code: string, fileName = 'contract.ts'): string {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  // Edits as [start, end, text], applied from the end so earlier positions stay true.
  const edits: Array<[number, number, string]> = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const value = declaration.initializer;
      if (!value || !runsCalls(value)) continue;
      edits.push([value.getStart(source), value.getStart(source), '/* @__PURE__ */ (() => ('], [value.end, value.end, '))()']);
      forEachEndpointCall(value, (call) => edits.push([call.arguments[1]!.end, call.arguments[call.arguments.length - 1]!.end, '']));
    }
  }
  edits.sort((a, b) => b[0] - a[0] || b[1] - a[1]);
  let result = code;
  for (const [start, end, text] of edits) result = result.slice(0, start) + text + result.slice(end);
  return result;
}

/** Whether evaluating `node` calls anything (a function's body runs later, when it is called). */
function runsCalls(node: ts.Node): boolean {
  if (ts.isFunctionLike(node)) return false;
  if (ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isTaggedTemplateExpression(node)) return true;
  return ts.forEachChild(node, runsCalls) ?? false;
}

/** Each `endpoint(method, path, input, output)` call in `node`, outside functions. */
function forEachEndpointCall(node: ts.Node, found: (call: ts.CallExpression) => void): void {
  if (ts.isFunctionLike(node)) return;
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'endpoint' && node.arguments.length > 2) {
    found(node);
    return;
  }
  ts.forEachChild(node, (child) => forEachEndpointCall(child, found));
}
