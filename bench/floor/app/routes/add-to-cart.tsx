import { useOutletContext } from "react-router";
import type { FloorContext } from "../floor-context";

export default function AddToCart() {
  const { addToCart } = useOutletContext<FloorContext>();
  return (
    <button type="button" onClick={addToCart}>
      Add to Cart
    </button>
  );
}
