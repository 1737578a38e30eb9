import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { collapseSlashes } from "~/lib/collapse-slashes";

// Served at `//warranty` by a host that does not redirect it (Cloudflare Pages), the page takes
// its own path before the router reads the address: it would find no route, and show the 404.
const path = collapseSlashes(location.pathname);
if (path !== location.pathname)
  history.replaceState(
    history.state,
    "",
    `${path}${location.search}${location.hash}`,
  );

// Taps until the page has hydrated are the page's early script's: the root replays them.
// A move between pages renders the new page in one go, not in a transition that yields to the
// browser between slices: nothing the shop renders on a move suspends, and the yields let other
// work in ahead of the page the shopper asked for (docs/decisions/124-moves-render-in-one-go.md).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter useTransitions={false} />
    </StrictMode>,
  );
});
