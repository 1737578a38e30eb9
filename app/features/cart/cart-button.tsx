import { clsx } from "clsx";
import { ShoppingBag } from "lucide-react";
import type * as React from "react";
import { iconButtonVariants } from "~/components/ui/button";
import { CART } from "~/content/copy";
import { useCartContents } from "./cart-context";

/** The header's cart button, named after what the cart holds. */
export function CartButton({
  className,
  ...props
}: React.ComponentProps<"button">) {
  const { totalItems } = useCartContents();
  return (
    <button
      type="button"
      aria-label={CART.open(totalItems)}
      className={clsx(iconButtonVariants(), "relative size-11", className)}
      {...props}
    >
      <ShoppingBag aria-hidden="true" className="size-5" />
      {totalItems > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-coral-600 px-1 text-badge leading-none font-semibold text-white tabular-nums forced-colors:border"
        >
          {totalItems}
        </span>
      )}
    </button>
  );
}
