/**
 * The texts of the site's interface: its sections, buttons, labels and messages. With the rest of
 * `app/content` (the catalogue, the pages' names, the policies, the FAQ and the chat), every word
 * the site shows is in one folder, where the brand can change it. The texts the spec gives are
 * used verbatim.
 */
import { BRAND } from "./site";

export const TOASTS = {
  placeholder: {
    title:
      "This feature isn't implemented yet—but don't worry! You can request it in your next prompt!",
  },
  rma: {
    title: "RMA Request Feature Coming Soon!",
    description:
      "You'll be able to request an RMA directly from here. For now, please visit our Help Center.",
  },
  rmaAction: "Visit the Help Center",
  addedToCart: (productName: string) => ({
    title: "Added to cart! 🎉",
    description: `${productName} has been added to your cart.`,
  }),
  close: "Close notification",
  // Read out by screen readers: the region's name, with the key that goes there, and the word
  // before each toast it announces.
  region: "Notifications (F8)",
  announcement: "Notification",
} as const;

export const LAYOUT = {
  skipLink: "Skip to content",
  homeLink: `${BRAND} home`,
  primaryNav: "Main",
  breadcrumb: "Breadcrumb",
  menu: "Menu",
  footerTagline:
    "Small self-cleaning aquariums, fully 3D printed and assembled in the USA.",
  copyright: (year: number) => `© ${year} ${BRAND}. All rights reserved.`,
} as const;

export const HERO = {
  /** Phrases, set apart by dots where they are shown. */
  eyebrow: ["Self-cleaning", "3D printed", "Assembled in USA"],
  title: "A small aquarium that keeps itself clean",
  lead: "Circularium aquariums are fully 3D printed, actively filtered and assembled in the USA: calm, living water for your desk, shelf or office, with less upkeep.",
  shopNow: "Shop Now",
  learnMore: "Learn More",
} as const;

export type FeatureIcon = "sparkles" | "layers" | "waves" | "flag";

export const FEATURES = {
  title: "Designed to look after itself",
  lead: "Four ideas shape every Circularium, from the 3.5-gallon Nano to the 22-gallon Deluxe.",
  items: [
    {
      icon: "sparkles",
      title: "Self-Cleaning",
      text: "Built to keep its water clean on its own, so your time goes to enjoying it rather than scrubbing it.",
    },
    {
      icon: "layers",
      title: "Fully 3D Printed",
      text: "Every part is 3D printed, from the Nano's compact body to the tower design of the Pro.",
    },
    {
      icon: "waves",
      title: "Active Filtering",
      text: "An active filter keeps the water moving and clear for the life inside.",
    },
    {
      icon: "flag",
      title: "Assembled in USA",
      text: "Each aquarium is put together in the USA before it reaches you.",
    },
  ] satisfies readonly { icon: FeatureIcon; title: string; text: string }[],
} as const;

export const CATALOGUE = {
  title: "Choose your Circularium",
  lead: "Three sizes, one idea: a self-cleaning aquarium that fits where you live and work.",
  addToCart: "Add to Cart",
  save: (amount: string) => `Save ${amount}`,
  originalPrice: (amount: string) => `Original price ${amount}`,
  price: (amount: string) => `Price ${amount}`,
  rating: (rating: string) => `Rated ${rating} out of 5`,
  reviews: (count: number) => `(${count} reviews)`,
  features: (name: string) => `${name} features`,
} as const;

export const CALL_TO_ACTION = {
  title: "Bring calm water home",
  lead: "Pick the size that fits your space, at home or in the office.",
  shopCollection: "Shop Collection",
  contactUs: "Contact Us",
} as const;

const itemCount = (count: number) =>
  `${count} ${count === 1 ? "item" : "items"}`;

export const CART = {
  title: "Your Cart",
  open: (count: number) =>
    count === 0 ? "Open cart, empty" : `Open cart, ${itemCount(count)}`,
  summary: (count: number) => (count === 0 ? "No items yet" : itemCount(count)),
  close: "Close cart",
  emptyTitle: "Your cart is empty",
  emptyText: "Add some amazing aquariums!",
  keepShopping: "Browse aquariums",
  lines: "Items in your cart",
  quantity: "Quantity",
  quantityOf: (name: string) => `Quantity, ${name}`,
  decrease: (name: string) => `Decrease quantity of ${name}`,
  increase: (name: string) => `Increase quantity of ${name}`,
  remove: "Remove",
  removeLabel: (name: string) => `Remove ${name} from cart`,
  total: "Total",
  checkout: "Proceed to Checkout",
} as const;

export const NOT_FOUND = {
  title: "Page Not Found",
  text: "Oops! The page you are looking for does not exist. It might have been moved or deleted.",
  home: "Go Back to Home",
} as const;

export const APP_ERROR = {
  documentTitle: `Something went wrong | ${BRAND}`,
  title: "Unexpected Application Error!",
  fallback: "Something went wrong while showing this page.",
  home: "Go to the home page",
} as const;
