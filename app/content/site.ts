/**
 * The site's map (paths, in-page sections, navigation), and the brand as browsers show it outside
 * the page: its name, colours and icons.
 */

import { PRODUCTS } from "./products.ts";

export const BRAND = "Circularium";

export const PATHS = {
  home: "/",
  warranty: "/warranty",
  returns: "/returns",
  helpCenter: "/help-center",
} as const;

/** Ids of the home page sections that the header and footer link to. */
export const SECTIONS = {
  features: "features",
  products: "products",
  contact: "contact",
} as const;

type SectionId = (typeof SECTIONS)[keyof typeof SECTIONS];

/** A link to a home page section that works from every page. */
export const sectionHref = (section: SectionId) => `/#${section}`;

/** The path the 404 page is pre-rendered from; the build moves it to `404.html`. */
export const NOT_FOUND_PRERENDER_PATH = "/404";

/** A link to a page of the site: the words it shows, and where it goes. */
export type SiteLink = { label: string; to: string };

export const HEADER_LINKS: readonly SiteLink[] = [
  { label: "Home", to: PATHS.home },
  { label: "Products", to: sectionHref(SECTIONS.products) },
  { label: "Features", to: sectionHref(SECTIONS.features) },
  { label: "Contact", to: sectionHref(SECTIONS.contact) },
];

/** A footer entry either links somewhere or announces a feature that is not built yet. */
export type FooterLink = SiteLink | { label: string; placeholder: true };

export type FooterColumn = { title: string; links: readonly FooterLink[] };

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: "Products",
    links: PRODUCTS.map(({ name }) => ({
      label: name,
      to: sectionHref(SECTIONS.products),
    })),
  },
  {
    title: "Support",
    links: [
      { label: "Help Center", to: PATHS.helpCenter },
      { label: "Warranty", to: PATHS.warranty },
      { label: "Returns", to: PATHS.returns },
      { label: "Parts", placeholder: true },
      { label: "Installation Guide", placeholder: true },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About Us", placeholder: true },
      { label: "Technology", placeholder: true },
      { label: "Careers", placeholder: true },
      { label: "Contact", placeholder: true },
    ],
  },
];

/** The brand's colours outside the page: browser chrome, the installed app's splash screen. */
export const BRAND_COLORS = {
  /** `--color-lagoon-900` in app.css. */
  theme: "#183f41",
  /** `--color-sand` in app.css. */
  background: "#faf8f3",
} as const;

/** The icons: one SVG in `public/`, rendered at build time into every PNG size asked for. */
export const ICONS = {
  svg: "/favicon.svg",
  png: { path: "/favicon-32.png", size: 32 },
  appleTouch: { path: "/apple-touch-icon.png", size: 180 },
  app: [
    { path: "/icons/icon-192.png", size: 192, purpose: "any" },
    { path: "/icons/icon-512.png", size: 512, purpose: "any" },
    { path: "/icons/maskable-512.png", size: 512, purpose: "maskable" },
  ],
  manifest: "/site.webmanifest",
} as const;
