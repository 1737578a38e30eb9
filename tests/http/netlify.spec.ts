import { expect, test } from "@playwright/test";
import { SERVICE_WORKER_PATH } from "../../app/lib/service-worker-path";
import { headersFor, netlifyRules } from "./netlify";
import { HOSTS } from "./servers";

test("Netlify reads every _headers rule, and gives each path the headers npm start sends", async () => {
  const rules = await netlifyRules();
  const [ours] = HOSTS;
  const home = await (await fetch(`${ours?.origin ?? ""}/`)).text();
  const script = /"(\/assets\/[^"]+\.js)"/.exec(home)?.[1] ?? "";
  for (const path of [
    "/",
    "/warranty",
    "/help-center",
    script,
    "/favicon.svg",
    SERVICE_WORKER_PATH,
    "/robots.txt",
    "/social/home.png",
  ]) {
    const served = (await fetch(`${ours?.origin ?? ""}${path}`)).headers;
    const headers = headersFor(rules, path);
    for (const [name, { rules: setBy }] of headers)
      expect(setBy, `${path}: ${name}, set by more than one rule`).toHaveLength(
        1,
      );
    for (const name of [
      "cache-control",
      "content-security-policy",
      "permissions-policy",
      "x-content-type-options",
      "referrer-policy",
      "cross-origin-opener-policy",
      "cross-origin-embedder-policy",
      "cross-origin-resource-policy",
      "x-frame-options",
    ])
      expect(headers.get(name)?.value, `${path}: ${name}`).toBe(
        served.get(name),
      );
  }
});

test("Netlify sends the security headers with the 404 page and with any path", async () => {
  const rules = await netlifyRules();
  for (const path of ["/nope", "/warranty/extra/deeper", "/404"]) {
    const headers = headersFor(rules, path);
    expect(headers.get("content-security-policy")?.value, path).toMatch(
      /^default-src 'self'/,
    );
    expect(headers.get("x-content-type-options")?.value, path).toBe("nosniff");
  }
  // Served at /404 by its pretty URLs, the 404 page revalidates as the pages do.
  expect(headersFor(rules, "/404").get("cache-control")?.value).toBe(
    "no-cache",
  );
});
