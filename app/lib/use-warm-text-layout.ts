import { useEffect } from "react";

/**
 * Lays `text` out once in the style `className` gives, invisibly, when the page is next idle, and
 * takes it away in the same task: it is never painted, and the layout tree is as before.
 *
 * The first time the page shows a glyph its own fonts lack (the emoji of "Added to cart! 🎉"),
 * Chromium finds a system font for it and loads it, inside the layout that shows the text: in
 * the shopper's interaction. It keeps that font for the same family, weight and size, so the
 * sample must have exactly the style of the text it prepares: one in another style does not
 * help (measured).
 */
export function useWarmTextLayout(className: string, text: string) {
  useEffect(() => {
    // Safari has no idle callbacks; it goes without, as the sample only saves time.
    if (!("requestIdleCallback" in window)) return;
    const id = requestIdleCallback(() => {
      const sample = document.createElement("span");
      // Invisible also keeps it out of the accessibility tree.
      sample.className = `invisible fixed ${className}`;
      sample.textContent = text;
      document.body.append(sample);
      sample.getBoundingClientRect();
      sample.remove();
    });
    return () => cancelIdleCallback(id);
  }, [className, text]);
}
