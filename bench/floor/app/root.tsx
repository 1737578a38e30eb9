/**
 * The interaction floor: what the shop's interactions cost with none of the shop, in two shells
 * around the same pages (routes.ts). `npm run bench` times each interaction on both, by turns
 * with the shop's, so the report can tell what the stack costs from what the shop adds, and what
 * the stack's primitives cost over the platform's. The scenarios (bench/interactions.ts)
 * find what they click and wait for by the same roles and texts as on the shop. Under /site, the
 * shop's pages in plain markup, the floor of each move between them (bench/navigation.ts).
 */
import { useEffect, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts } from "react-router";
import { markHydrated } from "../../../app/lib/hydrated-marker";
import "./floor.css";

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Interaction floor</title>
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function Floor() {
  // The shop's own sign that React has the page, which the bench waits for on both.
  useEffect(markHydrated, []);
  return <Outlet />;
}
