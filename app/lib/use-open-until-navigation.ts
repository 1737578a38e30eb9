import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * Open or closed, for something that belongs to the page it was opened on (the mobile menu, the
 * cart drawer): any navigation closes it, whether through one of its links, another link or the
 * browser's Back button. Keyed on the location, so no effect has to watch for the change.
 */
export function useOpenUntilNavigation() {
  const { key } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  // Forgotten once the page changes, or Back to that page would find it open again.
  if (openOn !== null && openOn !== key) setOpenOn(null);
  // One setter for the whole visit, reading the page it is called on: what it is handed to (the
  // closed cart drawer's Radix Dialog) is then not rendered again on every move
  // (docs/decisions/138-react-compiler.md).
  const shownKey = useRef(key);
  useLayoutEffect(() => {
    shownKey.current = key;
  }, [key]);
  const setOpen = useCallback(
    (open: boolean) => setOpenOn(open ? shownKey.current : null),
    [],
  );
  return [openOn === key, setOpen] as const;
}
