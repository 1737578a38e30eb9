import { useLayoutEffect, useRef, useState, type FocusEvent } from "react";
import { Link } from "react-router";
import { TOASTS } from "~/content/copy";
import {
  dismissToast,
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_SWIPE_THRESHOLD_PX,
  useToasts,
  type ToastRecord,
} from "./toast-store";
import { buttonVariants } from "~/components/ui/button";
import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "~/components/ui/toast";

const NO_HOTKEY: string[] = [];

/**
 * Marks the root while a toast is open, and whether it has an action: the page keeps that much
 * room at the bottom when focus moves onto a control (app.css), so that none lands under it.
 */
function useRoomForToasts(toasts: readonly ToastRecord[]) {
  const open = toasts.filter((toast) => toast.open);
  const room =
    open.length === 0
      ? null
      : open.some((toast) => toast.action)
        ? "open-with-action"
        : "open";
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (room === null) delete root.dataset.toast;
    else root.dataset.toast = room;
  }, [room]);
}

/** Renders the toast store with Radix Toast. */
export function Toaster() {
  const toasts = useToasts();
  useRoomForToasts(toasts);
  const viewport = useRef<HTMLOListElement>(null);
  // Where focus was before it came to the toasts (F8, or Tab into one): it goes back there when
  // the toast holding it closes. Radix moves it to the viewport, an empty list by then, from
  // which the next Tab would start over at the top of the page.
  const focusBefore = useRef<HTMLElement | null>(null);
  // A toast closed by Escape leaves at once, without fading out: while it faded, Radix still
  // gave it the next Escape, which the open cart drawer beneath it was owed.
  const [closedByEscape, setClosedByEscape] = useState<string>();
  const rememberFocusBefore = ({ relatedTarget }: FocusEvent) => {
    // From outside the toasts, or from nothing (null); not a move between them.
    if (!viewport.current?.contains(relatedTarget))
      focusBefore.current =
        relatedTarget instanceof HTMLElement ? relatedTarget : null;
  };
  return (
    <ToastProvider
      label={TOASTS.announcement}
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map((record) => (
        <ToasterItem
          key={record.id}
          record={record}
          leavesAtOnce={record.id === closedByEscape}
          onEscape={() => setClosedByEscape(record.id)}
          onClosed={() => {
            // Focusing an element no longer in the page does nothing.
            if (document.activeElement === viewport.current)
              focusBefore.current?.focus();
          }}
        />
      ))}
      <ToastViewport
        // With no toast on screen, F8 would move focus to an empty list, out of the page's
        // order: the next Tab would start over at the top.
        hotkey={toasts.some(({ open }) => open) ? TOAST_HOTKEY : NO_HOTKEY}
        label={TOASTS.region}
        ref={viewport}
        onFocus={rememberFocusBefore}
      />
    </ToastProvider>
  );
}

type ToasterItemProps = {
  record: ToastRecord;
  /** Closed by Escape: it leaves without fading out (see `closedByEscape`). */
  leavesAtOnce: boolean;
  onEscape: () => void;
  onClosed: () => void;
};

function ToasterItem({
  record: { id, title, description, action, duration, open },
  leavesAtOnce,
  onEscape,
  onClosed,
}: ToasterItemProps) {
  return (
    <Toast
      open={open}
      duration={duration}
      onEscapeKeyDown={onEscape}
      className={leavesAtOnce ? "animate-none!" : undefined}
      onOpenChange={(isOpen) => {
        if (isOpen) return;
        dismissToast(id);
        onClosed();
      }}
    >
      {/* Radix announces the toast's text nodes run together: the spaces keep its parts apart. */}
      <div className="min-w-0 flex-1">
        <ToastTitle>{title}</ToastTitle>{" "}
        {description && <ToastDescription>{description}</ToastDescription>}{" "}
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
  );
}
