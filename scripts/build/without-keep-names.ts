import MagicString from "magic-string";
import { parseSync, Visitor, type ESTree, type Plugin } from "vite";

/** esbuild's `keepNames` helper, as it declares it at the top of each module it builds. */
const HELPER =
  /^var __name = \(target, value\) => __defProp\(target, "name", \{ value, configurable: true \}\);$/m;
const PURE = "/* @__PURE__ */ ";

/** The value of a `__name(value, "name")` call. */
function namedValue({ callee, arguments: args }: ESTree.CallExpression) {
  const [value, name] = args;
  const isNameCall =
    callee.type === "Identifier" &&
    callee.name === "__name" &&
    args.length === 2 &&
    name?.type === "Literal" &&
    typeof name.value === "string";
  return isNameCall ? value : undefined;
}

/**
 * The module with every `__name(value, "name")` reduced to `value`: the function it names keeps
 * the name the minifier gives it. A module that does not declare esbuild's helper is left as it is.
 */
export function withoutKeepNames(code: string): string {
  if (!HELPER.test(code)) return code;
  const edited = new MagicString(code);
  new Visitor({
    CallExpression(call) {
      const value = namedValue(call);
      if (!value) return;
      const pure = code.startsWith(PURE, call.start - PURE.length);
      edited.remove(pure ? call.start - PURE.length : call.start, value.start);
      edited.remove(value.end, call.end);
    },
  }).visit(parseSync("module.js", code).program);
  return edited.toString();
}

/**
 * Radix builds its packages with esbuild's `keepNames`, which wraps every function it declares in
 * a call that sets the function's `name`, so that stack traces and React's developer tools show
 * the source's names after minifying. Nothing in Radix reads those names, and the shop's own
 * functions have minified names anyway. Each call is a side effect the minifier must keep, and
 * with it the function it names: the helpers of Radix's modules that the drawer and the toasts
 * never use stayed in their chunks. Without the calls, `/` ships 3.7 kB less JavaScript after
 * brotli (129,956 B down to 126,203 B).
 */
export function withoutRadixKeepNames(): Plugin {
  return {
    name: "circularium:without-radix-keep-names",
    apply: "build",
    transform: {
      filter: { id: /[\\/]node_modules[\\/]@radix-ui[\\/]/ },
      handler: withoutKeepNames,
    },
  };
}
