import { SectionHeading } from "~/components/layout/section-heading";
import { CATALOGUE } from "~/content/copy";
import { PRODUCTS } from "~/content/products";
import { SECTIONS } from "~/content/site";
import { ProductCard } from "./product-card";

export function ProductGrid() {
  return (
    <section
      id={SECTIONS.products}
      aria-labelledby="products-title"
      className="py-20 sm:py-28"
    >
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <SectionHeading
          id="products-title"
          title={CATALOGUE.title}
          lead={CATALOGUE.lead}
        />
        <div className="mt-12 grid gap-6 md:grid-cols-2 md:max-lg:centre-lone-last lg:grid-cols-3">
          {PRODUCTS.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </div>
      </div>
    </section>
  );
}
