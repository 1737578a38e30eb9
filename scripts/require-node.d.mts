/** See require-node.mjs, kept in plain JavaScript for a Node.js too old to strip types. */
export function unsupportedNodeMessage(
  version: string,
  range: string,
  recommended: string,
): string | undefined;
