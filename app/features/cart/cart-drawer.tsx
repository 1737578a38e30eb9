import { Fish } from "lucide-react";
import { useLayoutEffect, useRef, type RefObject } from "react";
import { Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from "~/components/ui/sheet";
import { CART } from "~/content/copy";
import { sectionHref, SECTIONS } from "~/content/site";
import { showNotBuiltToast } from "~/features/toast/notices";
import { formatPrice } from "~/lib/format-price";
import { useCartContents } from "./cart-context";
import { CartLine } from "./cart-line";
import type { CartLine as CartLineData } from "./cart-reducer";

type CartDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs once the drawer has closed and its content has left the page. */
  onClosed: () => void;
};

/** The cart, in a sheet from the right: opened by the header's cart button (see cart.tsx). */
export function CartDrawer({ open, onOpenChange, onClosed }: CartDrawerProps) {
  const { lines, totalItems, totalPrice } = useCartContents();
  const { list, empty } = useFocusWhereLineWas(lines);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        closeLabel={CART.close}
        // Focus on a line scrolls it clear of the footer that stays in sight below it.
        className="tall:scroll-pb-40"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <SheetHeader>
          <SheetTitle>{CART.title}</SheetTitle>
          {/* A status: when a line leaves the cart, focus moves on in silence, and this says so. */}
          <SheetDescription role="status">
            {CART.summary(totalItems)}
          </SheetDescription>
        </SheetHeader>
        {lines.length === 0 ? (
          <EmptyCart ref={empty} />
        ) : (
          <>
            <ul
              ref={list}
              aria-label={CART.lines}
              // Never a scrolling box of its own: on a short screen (a phone held sideways, or
              // zoomed in) the whole panel scrolls, rather than the lines shrinking to a sliver.
              className="flex-1 divide-y divide-lagoon-100 px-6"
            >
              {lines.map((line) => (
                <CartLine key={line.id} line={line} />
              ))}
            </ul>
            {/* In reach however long the cart: three lines pushed it below a small phone's screen. */}
            <div className="bottom-0 border-t border-lagoon-100 bg-white px-6 py-5 tall:sticky">
              <p className="mb-4 flex items-baseline justify-between text-base">
                <span className="font-medium text-muted">{CART.total}</span>
                <span className="font-display text-2xl font-semibold text-ink tabular-nums">
                  {formatPrice(totalPrice)}
                </span>
              </p>
              <Button size="lg" className="w-full" onClick={showNotBuiltToast}>
                {CART.checkout}
              </Button>
            </div>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}

/**
 * A line that leaves the cart (Remove, or − down to 0) takes the focus on its control with it,
 * and Radix gave it to the panel: the next Tab started again from the top. Focus goes instead to
 * the line that takes its place, or the one before it, whose first control is the next Tab; once
 * the cart is empty, to the message that says so.
 */
function useFocusWhereLineWas(lines: readonly CartLineData[]) {
  const list = useRef<HTMLUListElement>(null);
  const empty = useRef<HTMLDivElement>(null);
  const shown = useRef(lines);
  useLayoutEffect(() => {
    const removedAt = shown.current.findIndex(
      ({ id }) => !lines.some((line) => line.id === id),
    );
    shown.current = lines;
    if (removedAt === -1 || document.activeElement !== document.body) return;
    const items = list.current?.children;
    const place = items?.[Math.min(removedAt, items.length - 1)];
    (place instanceof HTMLElement ? place : empty.current)?.focus();
  }, [lines]);
  return { list, empty };
}

function EmptyCart({ ref }: { ref: RefObject<HTMLDivElement | null> }) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="flex flex-1 flex-col items-center justify-center gap-2 px-6 text-center"
    >
      <span className="mb-2 grid size-16 place-items-center rounded-full bg-lagoon-50 text-lagoon-600">
        <Fish aria-hidden="true" className="size-7" />
      </span>
      <p className="font-display text-xl font-semibold text-ink">
        {CART.emptyTitle}
      </p>
      <p className="text-muted">{CART.emptyText}</p>
      <SheetClose asChild>
        <Link
          to={sectionHref(SECTIONS.products)}
          className={buttonVariants({
            variant: "secondary",
            className: "mt-4",
          })}
        >
          {CART.keepShopping}
        </Link>
      </SheetClose>
    </div>
  );
}
