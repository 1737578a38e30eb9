import { Check, ShoppingBag } from "lucide-react";
import { Button } from "~/components/ui/button";
import { CATALOGUE } from "~/content/copy";
import { savings, type Product } from "~/content/products";
import { useCartActions } from "~/features/cart/cart-context";
import { formatPrice } from "~/lib/format-price";
import { ProductImage } from "./product-image";
import { ProductRating } from "./product-rating";

export function ProductCard({ product }: { product: Product }) {
  const { addToCart } = useCartActions();
  const titleId = `${product.id}-title`;
  const addId = `${product.id}-add`;
  return (
    <article
      id={product.id}
      aria-labelledby={titleId}
      className="relative flex flex-col overflow-hidden rounded-3xl border border-lagoon-100 bg-white shadow-card transition-shadow duration-300 hover:shadow-float"
    >
      <ProductImage label={product.image} />
      <div className="flex flex-1 flex-col gap-4 p-6">
        <div className="space-y-2">
          <h3
            id={titleId}
            className="font-display text-2xl font-semibold text-ink"
          >
            {product.name}
          </h3>
          <ProductRating rating={product.rating} reviews={product.reviews} />
        </div>
        <p className="flex items-baseline gap-3">
          <span className="sr-only">
            {CATALOGUE.price(formatPrice(product.price))}
          </span>
          <span
            aria-hidden="true"
            className="font-display text-3xl font-semibold text-ink tabular-nums"
          >
            {formatPrice(product.price)}
          </span>
          <del className="text-base text-muted tabular-nums">
            <span className="sr-only">
              {CATALOGUE.originalPrice(formatPrice(product.originalPrice))}
            </span>
            <span aria-hidden="true">{formatPrice(product.originalPrice)}</span>
          </del>
        </p>
        {/* Shown on the image, but read after the prices, from the product's heading on: where a
            screen reader that jumps to the heading reaches it. */}
        <p className="absolute top-4 left-4 rounded-full bg-coral-600 px-3 py-1 text-xs font-semibold text-white shadow-sm forced-colors:border">
          {CATALOGUE.save(formatPrice(savings(product)))}
        </p>
        <ul
          aria-label={CATALOGUE.features(product.name)}
          className="grid flex-1 content-start gap-2 text-sm text-muted"
        >
          {product.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check
                aria-hidden="true"
                className="mt-0.5 size-4 shrink-0 text-lagoon-600"
              />
              {feature}
            </li>
          ))}
        </ul>
        {/* Named "Add to Cart" and the product's name: three buttons of one name are one too many
            in a screen reader's list of buttons, or for a voice command. */}
        <Button
          id={addId}
          size="lg"
          className="mt-2 w-full"
          aria-labelledby={`${addId} ${titleId}`}
          onClick={() => addToCart(product)}
        >
          <ShoppingBag aria-hidden="true" />
          {CATALOGUE.addToCart}
        </Button>
      </div>
    </article>
  );
}
