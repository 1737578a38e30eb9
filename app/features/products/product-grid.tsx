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
        {/* Wrapped rather than a grid: at two across, the third card sits centred beneath. */}
        <div className="mt-12 flex flex-wrap justify-center gap-6 *:w-full md:*:w-[calc((100%-1.5rem)/2)] lg:*:w-[calc((100%-3rem)/3)]">
          {PRODUCTS.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </div>
      </div>
    </section>
  );
}
