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
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
