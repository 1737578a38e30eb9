import { lazy, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import displayFont from "./fonts/fraunces-latin-600.woff2?url";
import textFont from "./fonts/inter-latin-400-600.woff2?url";
import { AfterHydration } from "~/components/layout/after-hydration";
import { AppError } from "~/components/layout/app-error";
import { FocusOnNavigation } from "~/components/layout/focus-on-navigation";
import { ScrollPositions } from "~/components/layout/scroll-positions";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { SkipLink } from "~/components/layout/skip-link";
import { StructuredData } from "~/components/layout/structured-data";
import { BRAND_COLORS, ICONS } from "~/content/site";
import { Cart } from "~/features/cart/cart";
import { CartProvider } from "~/features/cart/cart-context";
import { showNotBuiltToast } from "~/features/toast/notices";
import { EARLY_TAPS, START_AFTER_FIRST_PAINT } from "~/lib/page-start";
import { useOtherPagesAhead } from "~/lib/use-other-pages-ahead";
import { useReplayEarlyTaps } from "~/lib/use-replay-early-taps";
import {
  ApplyScrollBehavior,
  useSmoothInPageScroll,
} from "~/lib/use-smooth-in-page-scroll";

// Toasts only ever follow a shopper's action: their code loads once the page is interactive,
// and the pre-rendered HTML carries none of Radix's inline styles.
const Toaster = lazy(() =>
  import("~/features/toast/toaster").then(({ Toaster }) => ({
    default: Toaster,
  })),
);

export const links: Route.LinksFunction = () => [
  // Both faces are on every first screen: fetched with the page, in time for its first paint.
  ...[displayFont, textFont].map((href) => ({
    rel: "preload",
    href,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous" as const,
  })),
  { rel: "icon", href: ICONS.svg, type: "image/svg+xml" },
  {
    rel: "icon",
    href: ICONS.png.path,
    type: "image/png",
    sizes: `${ICONS.png.size}x${ICONS.png.size}`,
  },
  { rel: "apple-touch-icon", href: ICONS.appleTouch.path },
  { rel: "manifest", href: ICONS.manifest },
];

export function Layout({ children }: { children: ReactNode }) {
  // Here, round the error screen too: until the replay, the page's early script holds every tap.
  useReplayEarlyTaps();
  const smoothScroll = useSmoothInPageScroll();
  return (
    <html
      lang="en"
      className={smoothScroll ? "motion-safe:scroll-smooth" : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        {/*
         * Only in the pre-rendered HTML, where they run; hydrating, React leaves them as they
         * are. A <script> React makes in the browser, whenever this Layout mounts again (the
         * error screen, the root rendered anew after a failed hydration), starts as innerHTML,
         * which Trusted Types refuse a string (docs/decisions/129-trusted-types.md).
         */}
        {import.meta.env.SSR && (
          <>
            {/* Before the page's content: a tap before hydration is kept for React (lib/page-start.ts). */}
            <script dangerouslySetInnerHTML={{ __html: EARLY_TAPS }} />
            {/* React Router's scripts start once the page has painted (lib/page-start.ts). */}
            <script
              dangerouslySetInnerHTML={{ __html: START_AFTER_FIRST_PAINT }}
            />
          </>
        )}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={BRAND_COLORS.theme} />
        <Meta />
        <StructuredData />
        <Links />
      </head>
      <body>
        {children}
        <ApplyScrollBehavior smooth={smoothScroll} />
        <ScrollPositions />
        {/*
         * Only in the pre-rendered HTML, which the build keeps off the first paint. Hydrated,
         * <Scripts> would put back the module preloads the build takes out (React puts a
         * <link> in <head>), each a request for a module that has already run; React 19 leaves
         * the scripts it does not render at the end of <body> as they are.
         */}
        {import.meta.env.SSR && <Scripts />}
      </body>
    </html>
  );
}

export default function App() {
  useOtherPagesAhead();
  return (
    <CartProvider>
      <SkipLink />
      <SiteHeader cart={<Cart />} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <FocusOnNavigation />
      <SiteFooter onNotBuilt={showNotBuiltToast} />
      <AfterHydration>
        <Toaster />
      </AfterHydration>
    </CartProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AppError error={error} />;
}
