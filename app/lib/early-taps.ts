/**
 * The script at the top of every page's `<head>` (root.tsx's Layout), before anything can be
 * tapped.
 *
 * Until React has hydrated the page, its buttons do nothing. This records the buttons tapped
 * meanwhile (each once: a second tap on a button that did nothing asks for the same thing), and
 * holds back what they would do natively: a submit button would send its form as a page load,
 * and the page's state with it. It keeps them from React too, up to the moment the root has
 * hydrated and replays them (`useReplayEarlyTaps`): from `hydrateRoot` until then, React drops a
 * tap on a page whose hydration is waiting (on React Router's start-up), and with it the chat's
 * send button sent its form as a page load. Kept from React, a tap is done once, by the replay.
 * Once it is done, `window.earlyTaps` is gone: the page's own listeners have every tap from then.
 */
export const EARLY_TAPS = `window.earlyTaps = (() => {
  const taps = new Set();
  const record = (event) => {
    const button = event.target.closest?.("button");
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    taps.add(button);
  };
  addEventListener("click", record, true);
  return {
    async replay() {
      removeEventListener("click", record, true);
      const pending = [...taps];
      taps.clear();
      for (const button of pending) {
        if (button.isConnected) button.click();
        // As between two taps: what one did has rendered, its effects included, before the next.
        await new Promise((next) => setTimeout(next));
      }
      delete window.earlyTaps;
    },
  };
})();`;
