/**
 * A drop-in for `react-style-singleton`, which Radix Dialog's scroll lock (react-remove-scroll)
 * uses to add a few rules while the cart drawer is open. The original writes them into a
 * `<style>` element, which our Content-Security-Policy (`style-src 'self'`) rightly blocks; this
 * one adopts a constructed stylesheet, which CSP allows because no markup is involved.
 * Vite's `resolve.alias` puts it in place of the original (see vite.config.ts).
 */
import { useEffect } from "react";

const supported = () =>
  typeof document !== "undefined" && "adoptedStyleSheets" in document;

/** Adds the styles with the first user and removes them with the last, as the original. */
export function stylesheetSingleton() {
  let users = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(styles: string) {
      if (users === 0 && supported()) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(styles);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }
      users += 1;
    },
    remove() {
      users -= 1;
      if (users === 0 && sheet) {
        const removed = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter(
          (adopted) => adopted !== removed,
        );
        sheet = null;
      }
    },
  };
}

export function styleHookSingleton() {
  const sheet = stylesheetSingleton();
  return (styles: string, dynamic?: boolean) => {
    // As the original: the styles apply once per mount, and again on change only if dynamic.
    const key = dynamic ? styles : undefined;
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
      // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `styles` here
    }, [key]);
  };
}

export function styleSingleton() {
  const useStyle = styleHookSingleton();
  return function Sheet({
    styles,
    dynamic,
  }: {
    styles: string;
    dynamic?: boolean;
  }) {
    useStyle(styles, dynamic);
    return null;
  };
}
