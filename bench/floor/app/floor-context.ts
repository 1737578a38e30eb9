/** What the routes can do to the cart: the one thing a shell gives its pages. */
export type FloorContext = { addToCart: () => void };
