import { HomeSection } from "~/components/layout/home-section";
import { CATALOGUE } from "~/content/copy";
import { PRODUCTS } from "~/content/products";
import { SECTIONS } from "~/content/site";
import { ProductCard } from "./product-card";

export function ProductGrid() {
  return (
    <HomeSection
      id={SECTIONS.products}
      title={CATALOGUE.title}
      lead={CATALOGUE.lead}
    >
      <div className="mx-auto mt-12 grid max-w-md gap-6 sm:max-w-none sm:grid-cols-2 sm:max-lg:centre-lone-last lg:grid-cols-3">
        {PRODUCTS.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </div>
    </HomeSection>
  );
}
