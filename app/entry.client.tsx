import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

startTransition(() => {
  // Taps before this line are recorded by the page's early script; from `hydrateRoot` on, React
  // listens and replays them itself. Stopping any earlier would leave a gap in which a tap does
  // nothing and the chat's Enter sends its form as a page load.
  window.earlyTaps?.stop();
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
