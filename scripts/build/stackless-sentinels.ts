import type { Plugin } from "vite";

/**
 * React DOM's sentinel errors: objects it throws and catches itself to suspend a render or to
 * stop a hydration, created once, while its module body runs, and compared by identity. Their
 * stack says nothing: it is the module's own start-up.
 */
export const SENTINELS = [
  "HydrationMismatchException",
  "SuspenseException",
  "SuspenseyCommitException",
  "SuspenseActionException",
  "SelectiveHydrationException",
] as const;

const REACT_DOM_CLIENT =
  /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;
const DECLARATION = /\b(\w+) = Error\((formatProdErrorMessage\(\d+\))\)/g;

/**
 * Declares each sentinel as an `Error` made without calling the constructor: the same prototype
 * and message, and no stack. Throws when the module no longer declares exactly `SENTINELS`, so
 * that an update of React cannot undo this without a word.
 */
export function withStacklessSentinels(source: string): string {
  const found: string[] = [];
  const code = source.replace(
    DECLARATION,
    (declaration, name: string, message: string) => {
      if (!(SENTINELS as readonly string[]).includes(name)) return declaration;
      found.push(name);
      return `${name} = Object.create(Error.prototype, { message: { value: ${message}, writable: true, configurable: true } })`;
    },
  );
  const expected = [...SENTINELS].sort().join(", ");
  if (found.toSorted().join(", ") !== expected)
    throw new Error(
      `React DOM's sentinel errors are not what scripts/build/stackless-sentinels.ts expects: ` +
        `found ${found.join(", ") || "none"}, expected ${expected}`,
    );
  return code;
}

/**
 * With DevTools' Runtime domain on (Lighthouse has it on; a shopper's browser does not), V8 keeps
 * a detailed stack for every `Error` created, and each function on that stack needs its source
 * positions, which V8 gets back by parsing the function again. For the sentinels, that function
 * is React DOM's whole module body: 17 to 20 ms of parsing, at 1× CPU, in the task that starts
 * hydration, which Lighthouse counts four times over. Made without a stack, they cost nothing.
 */
export function stacklessSentinels(): Plugin {
  return {
    name: "circularium:stackless-sentinels",
    apply: "build",
    transform: {
      filter: { id: REACT_DOM_CLIENT },
      handler: withStacklessSentinels,
    },
  };
}
