import { Fish } from "lucide-react";
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

type CartDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs once the drawer has closed and its content has left the page. */
  onClosed: () => void;
};

/** The cart, in a sheet from the right: opened by the header's cart button (see cart.tsx). */
export function CartDrawer({ open, onOpenChange, onClosed }: CartDrawerProps) {
  const { lines, totalItems, totalPrice } = useCartContents();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        closeLabel={CART.close}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <SheetHeader>
          <SheetTitle>{CART.title}</SheetTitle>
          <SheetDescription>{CART.summary(totalItems)}</SheetDescription>
        </SheetHeader>
        {lines.length === 0 ? (
          <EmptyCart />
        ) : (
          <>
            <ul
              aria-label={CART.lines}
              className="flex-1 divide-y divide-lagoon-100 overflow-y-auto px-6"
            >
              {lines.map((line) => (
                <CartLine key={line.id} line={line} />
              ))}
            </ul>
            <div className="border-t border-lagoon-100 bg-white px-6 py-5">
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

function EmptyCart() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-2 px-6 text-center">
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
