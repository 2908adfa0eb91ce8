// A poll's embed page: its path after /{country}/{ns}, and the frame's starting height (question and
// a row per option, as the embedded poll lays them out; the frame resizes once it loads). Used by
// the oEmbed answer and by POLL stories' AMP frame.
export function pollEmbedPath(urlPath: string): string {
  return `/embed/poll/${encodeURIComponent(urlPath)}`;
}

export function pollEmbedHeight(optionCount: number): number {
  return 120 + 56 * optionCount;
}
