import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import { readRepository } from "./citations.ts";

/*
 * Every module of the house bears a name of its own, so that a name, in an editor's file search,
 * a stack trace or a sentence, leads to one file.
 */

/**
 * A module: code or a stylesheet. A test is none: it is named for what it tests (its module,
 * `x.test.ts` beside `x.ts`, or a journey, `cart.spec.ts`), and its folder says which runner
 * runs it.
 */
const isModule = (file: string) =>
  /\.(?:[cm]?[jt]sx?|css)$/.test(file) &&
  !/\.(?:test|spec)\.[cm]?[jt]sx?$/.test(file);

type SharedName = { paths: readonly string[]; why: string };

/**
 * The names two modules may share, at these paths alone: those React Router and Vite look for in
 * an app's folder, for the shop and for the floor, the second React Router app, which the bench
 * measures the shop against (bench/floor).
 */
const SHARED_BY_CONVENTION: Record<string, SharedName> = {
  "root.tsx": {
    paths: ["app/root.tsx", "bench/floor/app/root.tsx"],
    why: "React Router's root route, found by its name in the app's folder",
  },
  "routes.ts": {
    paths: ["app/routes.ts", "bench/floor/app/routes.ts"],
    why: "React Router's routes, found by their name in the app's folder",
  },
  "entry.server.tsx": {
    paths: ["app/entry.server.tsx", "bench/floor/app/entry.server.tsx"],
    why: "React Router's build-time render, found by its name in the app's folder",
  },
  "react-router.config.ts": {
    paths: ["react-router.config.ts", "bench/floor/react-router.config.ts"],
    why: "React Router's configuration, found by its name in the project's folder",
  },
  "vite.config.ts": {
    paths: ["vite.config.ts", "bench/floor/vite.config.ts"],
    why: "Vite's configuration, found by its name in the project's folder",
  },
};

/** The modules of `files` by their file name. */
function modulesByName(files: Iterable<string>) {
  const byName = new Map<string, string[]>();
  for (const file of files) {
    if (!isModule(file)) continue;
    const name = basename(file);
    byName.set(name, [...(byName.get(name) ?? []), file].sort());
  }
  return byName;
}

/** Each name that modules share where `allowed` does not allow it, as `name: path, path`. */
function sharedNames(
  files: Iterable<string>,
  allowed: Record<string, SharedName>,
): string[] {
  return [...modulesByName(files)]
    .filter(
      ([name, paths]) =>
        paths.length > 1 &&
        paths.join() !== [...(allowed[name]?.paths ?? [])].sort().join(),
    )
    .map(([name, paths]) => `${name}: ${paths.join(", ")}`)
    .sort();
}

describe("the house's modules", () => {
  const { files } = readRepository(join(import.meta.dirname, "../.."));

  it("each bear a name of their own, but where React Router or Vite looks for one", () => {
    expect(sharedNames(files, SHARED_BY_CONVENTION)).toEqual([]);
  });

  it("share the names allowed, each at the paths given: an exception no longer needed goes", () => {
    const byName = modulesByName(files);
    for (const [name, { paths, why }] of Object.entries(SHARED_BY_CONVENTION))
      expect(byName.get(name), `${name}: ${why}`).toEqual([...paths].sort());
  });
});

describe("sharedNames", () => {
  const none = {};

  it("lists the modules that share a name, in any folders", () => {
    const files = ["src/lib/cart.ts", "src/features/cart.ts", "src/app.css"];
    expect(sharedNames(files, none)).toEqual([
      "cart.ts: src/features/cart.ts, src/lib/cart.ts",
    ]);
  });

  it("leaves tests alone, named for what they test, and files that are no module", () => {
    const files = [
      "src/cart.ts",
      "src/cart.test.ts",
      "e2e/cart.spec.ts",
      "webkit/cart.spec.ts",
      "src/README.md",
      "notes/README.md",
      "tsconfig.json",
      "src/worker/tsconfig.json",
    ];
    expect(sharedNames(files, none)).toEqual([]);
  });

  it("allows a name at the paths given, and there alone", () => {
    const allowed = {
      "root.tsx": { paths: ["src/root.tsx", "floor/root.tsx"], why: "" },
    };
    expect(sharedNames(["src/root.tsx", "floor/root.tsx"], allowed)).toEqual(
      [],
    );
    expect(
      sharedNames(["src/root.tsx", "floor/root.tsx", "lab/root.tsx"], allowed),
    ).toEqual(["root.tsx: floor/root.tsx, lab/root.tsx, src/root.tsx"]);
  });
});
