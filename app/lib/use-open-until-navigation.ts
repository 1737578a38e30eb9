import { useCallback, useState } from "react";
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
  const setOpen = useCallback(
    (open: boolean) => setOpenOn(open ? key : null),
    [key],
  );
  return [openOn === key, setOpen] as const;
}
