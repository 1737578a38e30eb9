import { Link } from "react-router";
import { TOASTS } from "~/content/copy";
import {
  dismissToast,
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  useToasts,
} from "~/features/toast/toast-store";
import { buttonVariants } from "./button";
import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "./toast";

/** Renders the toast store with Radix Toast. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastProvider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map(({ id, title, description, action, duration, open }) => (
        <Toast
          key={id}
          open={open}
          duration={duration}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
        >
          <div className="min-w-0 flex-1">
            <ToastTitle>{title}</ToastTitle>
            {description && <ToastDescription>{description}</ToastDescription>}
            {action && (
              <ToastAction altText={action.label} asChild>
                <Link
                  to={action.to}
                  className={buttonVariants({
                    variant: "secondary",
                    size: "sm",
                    className: "mt-3",
                  })}
                >
                  {action.label}
                </Link>
              </ToastAction>
            )}
          </div>
          <ToastClose label={TOASTS.close} />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
