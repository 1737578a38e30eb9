/** Every page's name, title, description and card: its identity in tabs, search and shares. */
import { BRAND, PATHS } from "./site.ts";

export type PageInfo = {
  /** What the page is called: its heading on social cards and in breadcrumbs. */
  name: string;
  title: string;
  description: string;
  /** Its canonical path; the 404 page has none, as it has no URL of its own. */
  path: string | null;
  /** Its social card: `/social/<card>.png`, made at build time. */
  card: string;
};

const page = <Path extends string | null>(
  name: string,
  description: string,
  path: Path,
  card: string,
): PageInfo & { path: Path } => ({
  name,
  title: `${name} | ${BRAND}`,
  description,
  path,
  card,
});

export const PAGES = {
  home: {
    name: "Self-Cleaning 3D-Printed Aquariums",
    title: `${BRAND} | Self-Cleaning 3D-Printed Aquariums`,
    description:
      "Small self-cleaning aquariums, fully 3D printed and assembled in the USA. Shop the Circularium Nano, Pro and Deluxe for your home or office.",
    path: PATHS.home,
    card: "home",
  },
  warranty: page(
    "Warranty Policy",
    "What the Circularium limited warranty covers: 2 years on the Deluxe, 6 months on the Pro and Nano, and how to claim through an RMA.",
    PATHS.warranty,
    "warranty",
  ),
  returns: page(
    "Returns & Refunds",
    "Return a Circularium aquarium within 30 days of delivery for a full refund. How the RMA number works and what happens after 30 days.",
    PATHS.returns,
    "returns",
  ),
  helpCenter: page(
    "Help Center",
    "Answers about Circularium warranties, returns and RMA numbers, and a chat with Aqua Support Bot.",
    PATHS.helpCenter,
    "help-center",
  ),
  notFound: page(
    "Page Not Found",
    "This page does not exist. Head back to the Circularium home page.",
    null,
    "not-found",
  ),
} satisfies Record<string, PageInfo>;

export const SOCIAL_CARD = { width: 1200, height: 630 } as const;

export const socialCardPath = (page: Pick<PageInfo, "card">) =>
  `/social/${page.card}.png`;

export const socialCardAlt = (page: Pick<PageInfo, "name">) =>
  `${page.name}, ${BRAND}`;

export type Breadcrumb = { name: string; path: string };

/** The way down to a page from the home page, for its breadcrumb trail. */
export const breadcrumbsTo = (
  page: PageInfo & { path: string },
): Breadcrumb[] => [
  { name: "Home", path: PATHS.home },
  { name: page.name, path: page.path },
];
