import { SITE_PAGES } from "../../../app/site-pages.ts";

/*
 * What the spec and our reading of it fix, as the tests expect to find it on the page: written
 * out again here rather than imported from the app, so that a change to the app's copy fails them.
 * Which pages there are is the exception: the route table's (`ROUTES` below).
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

/** A page as a shopper finds it: its address, its title, and its one `h1`. */
export type Route = { path: string; title: string; heading: string };

/** Every page of the spec's section 2, with its title from our-reading.md and its heading. */
export const SPEC_ROUTES = [
  {
    path: "/",
    title: "Circularium | Self-Cleaning 3D-Printed Aquariums",
    heading: "A small aquarium that keeps itself clean",
  },
  {
    path: "/warranty",
    title: "Warranty Policy | Circularium",
    heading: "Warranty Policy",
  },
  {
    path: "/returns",
    title: "Returns & Refunds | Circularium",
    heading: "Returns & Refunds",
  },
  {
    path: "/help-center",
    title: "Help Center | Circularium",
    heading: "Help Center",
  },
] as const satisfies readonly Route[];

/** A path the spec gives no page: the 404 page's. */
const NOT_FOUND_ROUTE: Route = {
  path: "/no-such-page",
  title: "Page Not Found | Circularium",
  heading: "Page Not Found",
};

/**
 * Every page of the shop's route table (app/site-pages.ts), then the 404 page: what every test
 * that goes through all the pages goes through, so that a page added to the routes is tested
 * with no list here to edit. A page the spec names is held to the spec's title and heading; one
 * it does not know, to its own content's, as the page header shows its name.
 */
export const ROUTES: readonly Route[] = [
  ...SITE_PAGES.map(({ path, title, name }) => {
    const spec: Route | undefined = SPEC_ROUTES.find(
      (route) => route.path === path,
    );
    return spec ?? { path, title, heading: name };
  }),
  NOT_FOUND_ROUTE,
];

/** Every page of the route table, the 404 page left out. */
export const PAGES = ROUTES.slice(0, -1);

/**
 * Every page but the home page: each opened by a link in the footer, under a page header with
 * its breadcrumb trail.
 */
export const PAGES_BUT_HOME = PAGES.filter(({ path }) => path !== "/");
