// @vitest-environment jsdom
import { runInThisContext } from "node:vm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EARLY_TAPS } from "./page-start";

/** Runs the script as the page's <head> does, over a form with a submit button. */
function startPage() {
  document.body.innerHTML = `<form><input name="message" /><button>Send</button></form>`;
  // As the browser runs a classic script: in the page's global scope.
  runInThisContext(EARLY_TAPS);
  const button = document.querySelector("button");
  const form = document.querySelector("form");
  if (!button || !form || !window.earlyTaps) throw new Error("no page");
  // What React would do, listening at the document, and the form's native sending.
  const heard = vi.fn();
  document.addEventListener("click", heard);
  const sent = vi.fn((event: Event) => event.preventDefault());
  form.addEventListener("submit", sent);
  return { button, earlyTaps: window.earlyTaps, heard, sent };
}

afterEach(() => {
  delete window.earlyTaps;
});

describe("the early-tap recorder", () => {
  it("keeps a tap from the page's listeners and from the form until the replay, which does it once", async () => {
    const { button, earlyTaps, heard, sent } = startPage();
    button.click();
    button.click();
    expect(heard).not.toHaveBeenCalled();
    expect(sent).not.toHaveBeenCalled();

    await earlyTaps.replay();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it("replays a tap once, even when asked twice", async () => {
    const { button, earlyTaps, heard } = startPage();
    button.click();
    await Promise.all([earlyTaps.replay(), earlyTaps.replay()]);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it("is gone once it has replayed: the page's own listeners have every tap from then", async () => {
    const { button, earlyTaps, heard } = startPage();
    await earlyTaps.replay();
    expect(window.earlyTaps).toBeUndefined();
    button.click();
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
