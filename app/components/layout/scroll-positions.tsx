import {
  ScrollRestoration,
  UNSAFE_useScrollRestoration as useScrollRestoration,
} from "react-router";

/**
 * React Router's scroll restoration, for the end of `<body>`: its script in the pre-rendered page
 * alone, where it puts a reloaded page back where it was before hydration, and its hook in the
 * browser, which keeps each page's place across moves. `<ScrollRestoration>` renders both, and
 * the `<script>` it has React make whenever the root's Layout mounts again (the error screen, the
 * root rendered anew after a failed hydration) starts as `innerHTML`, which Trusted Types refuse
 * a string: the page was left blank (docs/decisions/129-trusted-types.md). React Router exports
 * the hook under its `UNSAFE_` prefix, undocumented: the browser tests hold what it does.
 */
export function ScrollPositions() {
  return import.meta.env.SSR ? <ScrollRestoration /> : <KeepScrollPositions />;
}

function KeepScrollPositions() {
  useScrollRestoration();
  return null;
}
