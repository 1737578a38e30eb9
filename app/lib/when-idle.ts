/**
 * Runs `task` once the page has loaded and then the browser has a moment with nothing to do: work
 * for later, which must not compete with the page's first paint or a shopper's first tap.
 * Where there is no idle callback (WebKit), a task after the load event's. Returns a cancel.
 */
export function whenIdle(task: () => void): () => void {
  let cancel = () => {};
  const afterLoad = () => {
    if ("requestIdleCallback" in window) {
      const id = requestIdleCallback(task);
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(task);
      cancel = () => clearTimeout(id);
    }
  };
  if (document.readyState === "complete") afterLoad();
  else {
    addEventListener("load", afterLoad, { once: true });
    cancel = () => removeEventListener("load", afterLoad);
  }
  return () => cancel();
}
