import { TOASTS } from "~/content/copy";
import { PATHS } from "~/content/site";
import { toast } from "./toast-store";

/** For every button whose feature is not built yet. */
export const showNotBuiltToast = () => toast(TOASTS.placeholder);

/** For the warranty and returns pages, until RMA requests are built. */
export const showRmaToast = () =>
  toast({
    ...TOASTS.rma,
    action: { label: TOASTS.rmaAction, to: PATHS.helpCenter },
  });
