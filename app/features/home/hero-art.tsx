/**
 * The hero's illustration of a round Circularium tank: decorative, drawn inline so it paints with
 * the HTML. Its colours are the theme's, but for the fish's, the deep sand's and white.
 */
export function HeroArt() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
      <svg
        viewBox="0 0 480 500"
        className="w-full drop-shadow-[0_30px_40px_rgb(16_42_45/0.18)]"
      >
        <defs>
          <linearGradient id="hero-water" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" className="[stop-color:var(--color-lagoon-200)]" />
            <stop
              offset="0.55"
              className="[stop-color:var(--color-lagoon-400)]"
            />
            <stop offset="1" className="[stop-color:var(--color-lagoon-700)]" />
          </linearGradient>
          <linearGradient id="hero-light" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#ffffff" stopOpacity="0.55" />
            <stop offset="1" stopColor="#ffffff" stopOpacity="0" />
          </linearGradient>
          <clipPath id="hero-tank">
            <circle cx="240" cy="220" r="166" />
          </clipPath>
        </defs>
        <circle
          cx="240"
          cy="220"
          r="214"
          className="fill-lagoon-100"
          opacity="0.6"
        />
        <circle
          cx="240"
          cy="220"
          r="196"
          fill="none"
          className="stroke-lagoon-200"
          strokeWidth="2"
          strokeDasharray="4 10"
        />
        <g clipPath="url(#hero-tank)">
          <rect
            x="60"
            y="40"
            width="360"
            height="360"
            fill="url(#hero-water)"
          />
          <rect
            x="60"
            y="40"
            width="360"
            height="40"
            className="fill-lagoon-50"
          />
          <path
            d="M60 80c40 10 80-8 120 0s80 10 120 0 80-10 120 0v8H60z"
            className="fill-lagoon-100"
          />
          <path
            d="M150 86l-40 300h60l30-300zM262 86l-10 300h56l-6-300z"
            fill="url(#hero-light)"
            opacity="0.5"
          />
          <path
            d="M60 322c50-18 90 6 140-4s90-20 140-6 60 10 80 6v90H60z"
            className="fill-shell"
          />
          <path
            d="M60 340c50-10 100 8 150 0s100-14 150-4 50 8 60 6v66H60z"
            fill="#e6dfd0"
          />
          <Plants />
          <Fish />
          <g fill="#ffffff" opacity="0.75">
            <circle cx="290" cy="150" r="6" />
            <circle cx="300" cy="124" r="4" />
            <circle cx="292" cy="104" r="3" />
            <circle cx="186" cy="130" r="3.5" />
          </g>
        </g>
        <circle
          cx="240"
          cy="220"
          r="166"
          fill="none"
          className="stroke-lagoon-900"
          strokeWidth="16"
        />
        <circle
          cx="240"
          cy="220"
          r="178"
          fill="none"
          className="stroke-lagoon-800"
          strokeWidth="3"
          opacity="0.5"
        />
        <path
          d="M120 150a140 140 0 0 1 70-72"
          fill="none"
          stroke="#ffffff"
          strokeWidth="8"
          strokeLinecap="round"
          opacity="0.55"
        />
        <path
          d="M180 396h120l18 52a10 10 0 0 1-9.5 13H171.5a10 10 0 0 1-9.5-13z"
          className="fill-lagoon-900"
        />
        <rect
          x="150"
          y="458"
          width="180"
          height="14"
          rx="7"
          className="fill-ink"
        />
      </svg>
    </div>
  );
}

function Plants() {
  return (
    <g fill="none" strokeLinecap="round" strokeWidth="7">
      <path
        d="M132 332c-12-40 16-62 2-108s8-56 4-80"
        className="stroke-lagoon-600"
      />
      <path d="M132 262c22-10 30-32 26-52" className="stroke-lagoon-500" />
      <path d="M150 330c4-30 26-44 18-80" className="stroke-lagoon-400" />
      <path
        d="M330 328c10-36-14-60 0-100s-6-52 0-70"
        className="stroke-lagoon-600"
      />
      <path d="M330 250c-22-8-30-28-28-46" className="stroke-lagoon-500" />
      <path d="M352 326c-2-22 14-36 8-62" className="stroke-lagoon-400" />
    </g>
  );
}

function Fish() {
  return (
    <>
      <g>
        <path d="M212 190c18-20 52-20 66 0-14 20-48 20-66 0z" fill="#f59e0b" />
        <path d="M214 190l-22-16v32z" className="fill-star" />
        <circle cx="264" cy="186" r="3.5" className="fill-ink" />
      </g>
      <g>
        <path
          d="M284 258c-12-13-34-13-44 0 10 13 32 13 44 0z"
          className="fill-shell"
        />
        <path d="M282 258l14-10v20z" fill="#e86a50" />
        <circle cx="251" cy="255" r="2.5" className="fill-ink" />
      </g>
    </>
  );
}
