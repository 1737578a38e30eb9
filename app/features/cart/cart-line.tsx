import { clsx } from "clsx";
import { Minus, Plus } from "lucide-react";
import { iconButtonVariants } from "~/components/ui/button";
import { CART } from "~/content/copy";
import { formatPrice } from "~/lib/format-price";
import { useCartActions } from "./cart-context";
import type { CartLine as CartLineData } from "./cart-reducer";
// A file of its own, not a data URL in the drawer's script: cached apart, and no JavaScript bytes.
import cartLineImage from "./cart-line-image.svg?no-inline";

const stepperButton = clsx(iconButtonVariants({ variant: "accent" }), "size-9");

export function CartLine({ line }: { line: CartLineData }) {
  const { changeQuantity, removeFromCart } = useCartActions();
  return (
    // Focusable from script alone: where focus goes when the line before it leaves the cart.
    <li tabIndex={-1} className="flex gap-3 py-5">
      <img
        src={cartLineImage}
        alt=""
        width={80}
        height={80}
        // Smaller on the narrowest phones, where the quantity and Remove would not fit beside it.
        className="size-16 shrink-0 rounded-xl bg-lagoon-50 object-cover min-[22.5rem]:size-20"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex items-baseline justify-between gap-3">
          <h3 className="font-medium text-ink">{line.name}</h3>
          <p className="text-sm font-semibold text-ink tabular-nums">
            {formatPrice(line.price)}
          </p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
          <div
            role="group"
            aria-label={CART.quantityOf(line.name)}
            className="flex items-center rounded-full border border-lagoon-200 bg-white"
          >
            <button
              type="button"
              aria-label={CART.decrease(line.name)}
              className={stepperButton}
              onClick={() => changeQuantity(line.id, -1)}
            >
              <Minus aria-hidden="true" className="size-4" />
            </button>
            {/* Heard whole when it changes, "Quantity 2": a label would be heard in place of the number. */}
            <output
              aria-atomic="true"
              className="min-w-8 text-center text-sm font-semibold tabular-nums"
            >
              <span className="sr-only">{CART.quantity} </span>
              {line.quantity}
            </output>
            <button
              type="button"
              aria-label={CART.increase(line.name)}
              className={stepperButton}
              onClick={() => changeQuantity(line.id, 1)}
            >
              <Plus aria-hidden="true" className="size-4" />
            </button>
          </div>
          <button
            type="button"
            aria-label={CART.removeLabel(line.name)}
            // Its word lines up with the price above; the padding is for the finger and the ring.
            className="-mr-3 ml-auto cursor-pointer rounded-full px-3 py-2 text-sm font-medium text-muted underline-offset-4 transition-colors hover:text-coral-600 hover:underline"
            onClick={() => removeFromCart(line.id)}
          >
            {CART.remove}
          </button>
        </div>
      </div>
    </li>
  );
}
