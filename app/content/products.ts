/** The catalogue: the three models of the spec's product table. */

export type Product = {
  id: string;
  name: string;
  /** Whole US dollars. */
  price: number;
  /** Whole US dollars, before the discount. */
  originalPrice: number;
  /** No product photos exist yet: the image is a placeholder label. */
  image: string;
  features: readonly string[];
  rating: number;
  reviews: number;
};

const PRODUCT_IMAGE_PLACEHOLDER = "Coming Soon";

export const PRODUCTS: readonly Product[] = [
  {
    id: "circularium-pro",
    name: "Circularium Pro",
    price: 299,
    originalPrice: 399,
    image: PRODUCT_IMAGE_PLACEHOLDER,
    features: [
      "Active filtering",
      "LED lighting",
      "3D printed parts",
      "Assembled in USA",
      "9 gallon",
      "Tower design",
      "Exoskeleton",
    ],
    rating: 4.9,
    reviews: 127,
  },
  {
    id: "circularium-nano",
    name: "Circularium Nano",
    price: 79,
    originalPrice: 99,
    image: PRODUCT_IMAGE_PLACEHOLDER,
    features: [
      "Ultra-compact",
      "Active filtering",
      "Silent",
      "Assembled in USA",
      "3.5 gallon",
      "Small spaces",
    ],
    rating: 4.8,
    reviews: 89,
  },
  {
    id: "circularium-deluxe",
    name: "Circularium Deluxe",
    price: 549,
    originalPrice: 699,
    image: PRODUCT_IMAGE_PLACEHOLDER,
    features: [
      "Premium materials",
      "Advanced filtering",
      "Full-spectrum LED",
      "Assembled in USA",
      "22 gallon",
      "3 grow beds",
      "Exoskeleton included",
    ],
    rating: 5,
    reviews: 203,
  },
];

/** What the shopper saves: computed, never stored. */
export const savings = (product: Pick<Product, "price" | "originalPrice">) =>
  product.originalPrice - product.price;

/** A sentence about a model, from its table row alone: for search engines and shares. */
export const productDescription = (
  product: Pick<Product, "name" | "features">,
) => `${product.name}: ${product.features.join(", ")}.`;
