import type { Route } from "./+types/home";
import { PAGES } from "~/content/pages";
import { PRODUCTS } from "~/content/products";
import { CallToAction } from "~/features/home/call-to-action";
import { FeaturesSection } from "~/features/home/features-section";
import { Hero } from "~/features/home/hero";
import { ProductGrid } from "~/features/products/product-grid";
import { pageMeta } from "~/lib/page-meta";
import { productData, type StructuredDataHandle } from "~/lib/structured-data";

export const meta: Route.MetaFunction = () => pageMeta(PAGES.home);

export const handle: StructuredDataHandle = {
  structuredData: PRODUCTS.map(productData),
};

export default function Home() {
  return (
    <>
      <Hero />
      <FeaturesSection />
      <ProductGrid />
      <CallToAction />
    </>
  );
}
