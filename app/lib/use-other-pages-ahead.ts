import { useEffect } from "react";
import { prefetchOtherPagesCode } from "./prefetch-other-pages-code";
import { registerServiceWorker } from "./register-service-worker";
import { whenIdle } from "./when-idle";

/**
 * Once the page is interactive and idle: the other pages' code, then the service worker, which
 * keeps the whole shop for when the connection goes. In that order, so that the worker finds the
 * code in the HTTP cache rather than fetch it a second time. Not in development, which serves
 * neither.
 */
export function useOtherPagesAhead() {
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    return whenIdle(() => {
      void prefetchOtherPagesCode(document).then(registerServiceWorker);
    });
  }, []);
}
