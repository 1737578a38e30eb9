/**
 * The shop's own build-time render (app/entry.server.tsx), for the same reason: without an entry of
 * its own, React Router's build reaches for `isbot` in package.json's `dependencies`, which the
 * server does without, and runs `npm install` to add it, mid-build. It renders the pages' HTML at
 * build time only: what the floor measures, in the browser, is React Router's and React's alone.
 */
export { default } from "../../../app/entry.server";
