import type { Locator } from "@playwright/test";

/**
 * Types `text` into a text box, as a person does: the box gets the input events a page listens
 * to. Playwright's `fill()` alone does not give them in Firefox: over WebDriver BiDi it sets the
 * value without the `input` event React listens to. So the text goes in whole but for its last
 * character, which is typed.
 */
export async function typeInto(box: Locator, text: string) {
  const last = text.at(-1);
  if (last === undefined) return box.clear();
  // Typed, these are keys (Tab, Enter) that would leave the box or send the message.
  if (last === "\t" || last === "\n")
    throw new Error(`Type "${text}" with a last character that is text`);
  await box.fill(text.slice(0, -1));
  await box.pressSequentially(last);
}
