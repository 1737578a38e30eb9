import { renderToReadableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

/**
 * Renders each page at build time: the site has no runtime server (react-router.config.ts
 * pre-renders every page). A page written to a file is always whole, so the render waits for all
 * of its content, as React documents for static generation, whoever asks.
 *
 * Ours rather than React Router's default, which serves requests: it streams to browsers and waits
 * only for bots (by `isbot`), and React Router picks it by reading `isbot` and
 * `@react-router/node` in package.json's `dependencies`, adding them there when they are not.
 * `dependencies` are what the server runs (docs/decisions/133-a-server-without-the-toolchain.md).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  let status = responseStatusCode;
  const body = await renderToReadableStream(
    <ServerRouter context={routerContext} url={request.url} />,
    {
      signal: request.signal,
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    },
  );
  await body.allReady;
  responseHeaders.set("Content-Type", "text/html");
  return new Response(body, { headers: responseHeaders, status });
}
