import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { clsx } from "clsx";

/**
 * Shared by `<Button>` and by links that look like buttons. Extra classes add to a variant's
 * (spacing, width), never fight them: a new look is a new variant. In forced colours (Windows'
 * contrast themes), which drop backgrounds, every variant draws its edge.
 */
export const buttonVariants = cva(
  "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-full font-medium whitespace-nowrap transition-colors duration-200 disabled:pointer-events-none disabled:opacity-50 forced-colors:border [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary:
          "bg-lagoon-700 text-white shadow-sm hover:bg-lagoon-800 active:bg-lagoon-900",
        secondary:
          "border border-lagoon-200 bg-white text-lagoon-800 hover:border-lagoon-300 hover:bg-lagoon-50",
        inverse: "bg-white text-lagoon-900 shadow-sm hover:bg-lagoon-50",
        outlineInverse:
          "border border-white/40 text-white hover:border-white/70 hover:bg-white/10",
      },
      size: {
        sm: "h-9 px-4 text-sm",
        md: "h-11 px-5 text-sm",
        lg: "h-12 px-7 text-base",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

type ButtonVariants = VariantProps<typeof buttonVariants>;

export function Button({
  className,
  variant,
  size,
  type = "button",
  ...props
}: React.ComponentProps<"button"> & ButtonVariants) {
  return (
    <button
      type={type}
      className={clsx(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}

/**
 * Round buttons that show only an icon (close, menu, cart, quantity, send), each named by its
 * `aria-label`. Their size is the caller's: each fits a layout of its own.
 */
export const iconButtonVariants = cva(
  "grid shrink-0 cursor-pointer place-items-center rounded-full transition-colors",
  {
    variants: {
      variant: {
        plain: "text-ink hover:bg-lagoon-50",
        muted: "text-muted hover:bg-lagoon-50 hover:text-ink",
        accent: "text-lagoon-800 hover:bg-lagoon-50",
        primary:
          "bg-lagoon-700 text-white hover:bg-lagoon-800 forced-colors:border",
      },
    },
    defaultVariants: { variant: "plain" },
  },
);
