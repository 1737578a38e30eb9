import { existsSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import { execFileSync } from "node:child_process";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const projectRoot = join(import.meta.dirname, "..", "..");

/**
 * The modules Node runs as they are written, with no bundler between: those a command names
 * (`node path.ts` in package.json's scripts, Playwright's servers, a module's own usage line) or
 * the bench starts as a server script (`script: "path.ts"`).
 */
async function programsNodeRuns() {
  const tracked = execFileSync("git", ["ls-files"], {
    cwd: projectRoot,
    encoding: "utf8",
  })
    .split("\n")
    .filter((file) => /\.(?:[cm]?ts|mjs|json)$/.test(file));
  const programs = new Set<string>();
  for (const file of tracked) {
    if (file.endsWith(".json") && file !== "package.json") continue;
    const text = await readFile(join(projectRoot, file), "utf8");
    for (const [, path = ""] of text.matchAll(
      /(?:\bnode |\bscript: ")([\w./-]+\.(?:ts|mjs))\b/g,
    ))
      if (existsSync(join(projectRoot, path))) programs.add(path);
  }
  return [...programs].sort();
}

/**
 * The module paths a module loads when run: its imports and re-exports, and `import()` of a
 * literal path. A type-only import is erased before Node runs the module, so it loads nothing.
 */
function loadedSpecifiers(file: string, source: string): string[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isImportDeclaration(node) &&
      node.importClause?.phaseModifier !== ts.SyntaxKind.TypeKeyword &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      specifiers.push(node.moduleSpecifier.text);
    else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      specifiers.push(node.moduleSpecifier.text);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      specifiers.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return specifiers;
}

/**
 * Every relative import, from `programs` and the modules they reach, that names no file as
 * written: Node's own resolver adds no extension and reads no `index` (a bundler does both),
 * so the program stops at that import with ERR_MODULE_NOT_FOUND.
 */
async function importsNodeCannotFind(programs: readonly string[]) {
  const unresolved: string[] = [];
  const seen = new Set<string>();
  const pending = programs.map((program) => join(projectRoot, program));
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const source = await readFile(file, "utf8");
    for (const specifier of loadedSpecifiers(file, source)) {
      if (!specifier.startsWith(".")) continue;
      const target = resolve(dirname(file), specifier);
      if (existsSync(target) && statSync(target).isFile()) pending.push(target);
      else unresolved.push(`${relative(projectRoot, file)}: "${specifier}"`);
    }
  }
  return unresolved;
}

describe("the programs Node runs as written", () => {
  it("are found: npm's scripts, Playwright's servers, the bench's and the tools' own", async () => {
    expect(await programsNodeRuns()).toEqual(
      expect.arrayContaining([
        "build-steps/swap-in-kill-switch.ts",
        "server/start.ts",
        "bench/speed-gate.ts",
        "bench/serve-build.ts",
        "scripts/serve-nginx.ts",
        "tests/webkit/run.ts",
        "tests/webkit/screenshots.ts",
      ]),
    );
  });

  // A module shared with the app, which the bundler reads without extensions, broke
  // `npm run kill-switch` this way, and no test but the one that runs it saw it.
  it("import only files Node finds as written", async () => {
    expect(await importsNodeCannotFind(await programsNodeRuns())).toEqual([]);
  });
});
