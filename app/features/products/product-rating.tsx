import { useId } from "react";
import { CATALOGUE } from "~/content/copy";

const MAX_RATING = 5;
const STAR_PATH =
  "M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z";
const formatRating = (rating: number) => rating.toFixed(1);

/** Five stars filled to the rating, the rating as a number and the review count. */
export function ProductRating({
  rating,
  reviews,
}: {
  rating: number;
  reviews: number;
}) {
  const fillId = useId();
  // A hard gradient stop fills the stars to the exact rating, without inline styles.
  const filled = `${rating * (100 / MAX_RATING)}%`;
  return (
    <div className="flex items-center gap-2 text-sm">
      <svg
        role="img"
        aria-label={CATALOGUE.rating(formatRating(rating))}
        viewBox={`0 0 ${24 * MAX_RATING} 24`}
        className="h-4 w-20"
      >
        <defs>
          <linearGradient
            id={fillId}
            gradientUnits="userSpaceOnUse"
            x1="0"
            x2={24 * MAX_RATING}
          >
            <stop offset={filled} className="[stop-color:var(--color-star)]" />
            <stop
              offset={filled}
              className="[stop-color:var(--color-lagoon-100)]"
            />
          </linearGradient>
        </defs>
        {Array.from({ length: MAX_RATING }, (_, star) => (
          <path
            key={star}
            d={STAR_PATH}
            transform={`translate(${star * 24} 0)`}
            fill={`url(#${fillId})`}
          />
        ))}
      </svg>
      <span aria-hidden="true" className="font-semibold text-ink tabular-nums">
        {formatRating(rating)}
      </span>
      <span className="text-muted">{CATALOGUE.reviews(reviews)}</span>
    </div>
  );
}
