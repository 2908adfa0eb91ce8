// Which session the browser is in: bumped whenever a session's data is forgotten (sign-out), so an
// answer that was on its way for the session that ended is dropped rather than written back.
let generation = 0;

export const currentGeneration = (): number => generation;

export function endGeneration(): void {
  generation += 1;
}
