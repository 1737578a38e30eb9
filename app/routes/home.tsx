import type { Route } from "./+types/home";
import { PAGE_META } from "~/content/copy";
import { CallToAction } from "~/features/home/call-to-action";
import { FeaturesSection } from "~/features/home/features-section";
import { Hero } from "~/features/home/hero";
import { ProductGrid } from "~/features/products/product-grid";
import { pageMeta } from "~/lib/page-meta";

export const meta: Route.MetaFunction = () => pageMeta(PAGE_META.home);

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
