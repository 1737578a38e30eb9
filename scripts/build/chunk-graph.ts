/** A build's output as a plugin's `generateBundle` sees it, reduced to what we read of it. */
export type ChunkGraph = Record<
  string,
  | {
      type: "chunk";
      name: string;
      isEntry: boolean;
      imports: readonly string[];
      /** Set by Vite: the stylesheets the chunk's modules import. */
      viteMetadata?: { importedCss: ReadonlySet<string> };
    }
  | { type: "asset" }
>;

/**
 * The chunks that no entry (a page's route modules and the client entry) reaches through static
 * imports: what only a `lazy()` import loads, the cart drawer and the toasts.
 */
export function lazyOnlyChunks(bundle: ChunkGraph): string[] {
  const loaded = new Set<string>();
  const load = (fileName: string) => {
    const chunk = bundle[fileName];
    if (loaded.has(fileName) || chunk?.type !== "chunk") return;
    loaded.add(fileName);
    chunk.imports.forEach(load);
  };
  for (const [fileName, chunk] of Object.entries(bundle))
    if (chunk.type === "chunk" && chunk.isEntry) load(fileName);
  return Object.keys(bundle).filter(
    (fileName) => bundle[fileName]?.type === "chunk" && !loaded.has(fileName),
  );
}
