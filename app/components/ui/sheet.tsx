import * as SheetPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { createContext, use } from "react";
import type * as React from "react";
import { clsx } from "clsx";
import { useScrollLock } from "~/lib/use-scroll-lock";
import { iconButtonVariants } from "./button";

const SheetOpen = createContext(false);

/**
 * A modal panel sliding in from the right: Radix Dialog, which traps focus while it is open.
 * Controlled (`open`, `onOpenChange`): its backdrop and the page's scroll lock follow `open`.
 */
export function Sheet({
  open = false,
  ...props
}: React.ComponentProps<typeof SheetPrimitive.Root>) {
  useScrollLock(open);
  return (
    <SheetOpen value={open}>
      <SheetPrimitive.Root open={open} {...props} />
    </SheetOpen>
  );
}

export const SheetClose = SheetPrimitive.Close;

/**
 * The dimmed page behind the panel. Not Radix's Overlay, which also locks the page's scroll with
 * a <style> element that our Content-Security-Policy rightly blocks (lib/use-scroll-lock.ts
 * locks it). A press on it is outside the panel, which closes it (Radix's own rule); Radix keeps
 * it in the page until its fade-out ends, as it does the panel.
 */
function SheetBackdrop({ ref }: { ref?: React.Ref<HTMLDivElement> }) {
  const open = use(SheetOpen);
  return (
    <div
      ref={ref}
      aria-hidden="true"
      data-state={open ? "open" : "closed"}
      className="pointer-events-auto fixed inset-0 z-50 bg-lagoon-950/40 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
    />
  );
}

export function SheetContent({
  className,
  children,
  closeLabel,
  onFocus,
  ...props
}: React.ComponentProps<typeof SheetPrimitive.Content> & {
  closeLabel: string;
}) {
  return (
    <SheetPrimitive.Portal>
      <SheetBackdrop />
      <SheetPrimitive.Content
        className={clsx(
          "fixed inset-y-0 right-0 z-50 flex h-full w-[calc(100%-2.5rem)] max-w-md scroll-py-4 flex-col overflow-y-auto bg-sand shadow-float data-[state=closed]:animate-sheet-out data-[state=open]:animate-sheet-in forced-colors:border-l",
          className,
        )}
        // Radix takes focus round the panel's ends (Tab from the last control, Shift+Tab from
        // the first) without scrolling: on a short screen, where the panel scrolls, the control
        // it focused stayed out of sight. The scroll padding keeps its focus ring in sight too.
        onFocus={(event) => {
          event.target.scrollIntoView({ block: "nearest" });
          onFocus?.(event);
        }}
        {...props}
      >
        {/*
         * First, though it shows in the top corner: Radix focuses the first control when the
         * panel opens, and that must not be one that changes something (a cart line's minus
         * button, say). Tab order then matches what the eye reads first, too.
         */}
        <SheetPrimitive.Close
          aria-label={closeLabel}
          className={clsx(
            iconButtonVariants({ variant: "muted" }),
            "absolute top-4 right-4 size-10",
          )}
        >
          <X aria-hidden="true" className="size-5" />
        </SheetPrimitive.Close>
        {children}
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export function SheetHeader({
  className,
  ...props
}: React.ComponentProps<"div">) {
  return (
    <div
      className={clsx("border-b border-lagoon-100 px-6 pt-6 pb-5", className)}
      {...props}
    />
  );
}

export function SheetTitle({
  className,
  ...props
}: React.ComponentProps<typeof SheetPrimitive.Title>) {
  return (
    <SheetPrimitive.Title
      className={clsx(
        "font-display text-2xl font-semibold text-ink",
        className,
      )}
      {...props}
    />
  );
}

export function SheetDescription({
  className,
  ...props
}: React.ComponentProps<typeof SheetPrimitive.Description>) {
  return (
    <SheetPrimitive.Description
      className={clsx("mt-1 text-sm text-muted", className)}
      {...props}
    />
  );
}
