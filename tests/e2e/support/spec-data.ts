/*
 * What the spec and our reading of it fix, as the tests expect to find it on the page: written
 * out again here rather than imported from the app, so that a change to the app's copy fails them.
 */

/** The spec's texts (section 8 and section 4), verbatim. */
export const TEXTS = {
  placeholderToast:
    "This feature isn't implemented yet—but don't worry! You can request it in your next prompt!",
  rmaToast: {
    title: "RMA Request Feature Coming Soon!",
    description:
      "You'll be able to request an RMA directly from here. For now, please visit our Help Center.",
  },
  addedToCart: (name: string) => ({
    title: "Added to cart! 🎉",
    description: `${name} has been added to your cart.`,
  }),
  botFallbackStart:
    "I'm still in training! This feature isn't fully implemented",
} as const;

/** The spec's product table (section 3). */
export const PRODUCTS = [
  {
    name: "Circularium Pro",
    price: 299,
    originalPrice: 399,
    rating: 4.9,
    reviews: 127,
    features: [
      "active filtering",
      "LED lighting",
      "3D printed parts",
      "assembled in USA",
      "9 gallon",
      "tower design",
      "exoskeleton",
    ],
  },
  {
    name: "Circularium Nano",
    price: 79,
    originalPrice: 99,
    rating: 4.8,
    reviews: 89,
    features: [
      "ultra-compact",
      "active filtering",
      "silent",
      "assembled in USA",
      "3.5 gallon",
      "small spaces",
    ],
  },
  {
    name: "Circularium Deluxe",
    price: 549,
    originalPrice: 699,
    rating: 5,
    reviews: 203,
    features: [
      "premium materials",
      "advanced filtering",
      "full-spectrum LED",
      "assembled in USA",
      "22 gallon",
      "3 grow beds",
      "exoskeleton included",
    ],
  },
] as const;

export type ProductName = (typeof PRODUCTS)[number]["name"];

/** Every route of the spec's section 2, with its title from our-reading.md. */
export const ROUTES = [
  { path: "/", title: "Circularium | Self-Cleaning 3D-Printed Aquariums" },
  { path: "/warranty", title: "Warranty Policy | Circularium" },
  { path: "/returns", title: "Returns & Refunds | Circularium" },
  { path: "/help-center", title: "Help Center | Circularium" },
  { path: "/no-such-page", title: "Page Not Found | Circularium" },
] as const;
