import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import type * as React from "react";
import { clsx } from "clsx";
import { iconButtonVariants } from "./button";

/**
 * Radix Toast, styled. Radix owns the timer, its pause on hover and focus, swipe and F8.
 * The viewport lets clicks through where it is empty; the toasts take them, even while the
 * modal cart drawer disables pointer events on the rest of the page.
 */
export const ToastProvider = ToastPrimitive.Provider;

export function ToastViewport({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    // Bottom left: the cart drawer slides in on the right, and from 896 px up (two 28rem
    // columns) a toast leaves its total and checkout button in sight. Narrower, it covers them,
    // so opening the cart closes the toast that announced an addition. F8 focuses the list from
    // the keyboard: it shows a ring around the toasts, which script-focused places otherwise do
    // not (app.css).
    <ToastPrimitive.Viewport
      className={clsx(
        "pointer-events-none fixed bottom-0 left-0 z-[100] m-0 flex w-full list-none flex-col gap-3 rounded-3xl p-4 focus-visible:shadow-[inset_0_0_0_6px_white] focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-lagoon-600 sm:max-w-md sm:p-6",
        className,
      )}
      {...props}
    />
  );
}

export function Toast({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Root>) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      className={clsx(
        "pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border border-lagoon-100 bg-white p-4 pr-12 shadow-float",
        "data-[state=closed]:animate-toast-out data-[state=open]:animate-toast-in",
        "data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-toast-swipe-out data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)",
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Title>) {
  return (
    <ToastPrimitive.Title
      className={clsx("text-sm font-semibold text-ink", className)}
      {...props}
    />
  );
}

export function ToastDescription({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Description>) {
  return (
    <ToastPrimitive.Description
      className={clsx("mt-1 text-sm text-muted", className)}
      {...props}
    />
  );
}

export function ToastAction(
  props: React.ComponentProps<typeof ToastPrimitive.Action>,
) {
  return <ToastPrimitive.Action data-slot="toast-action" {...props} />;
}

export function ToastClose({
  label,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Close> & { label: string }) {
  return (
    <ToastPrimitive.Close
      aria-label={label}
      className={clsx(
        iconButtonVariants({ variant: "muted" }),
        "absolute top-3 right-3 size-8",
      )}
      {...props}
    >
      <X aria-hidden="true" className="size-4" />
    </ToastPrimitive.Close>
  );
}
