// "Did you mean ...?" for a mistyped name (a ruleset id, a creature id, a keyword, a field), by edit
// distance (leven, a well-kept library), ignoring case: "Swamp" is found for "swamp".
import leven from 'leven';

/** The candidate closest to word, if it is close enough to be a likely typo (or a prefix of it). */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  const w = word.toLowerCase();
  let best: string | undefined, bestD = Infinity;
  for (const c of candidates) {
    const lc = c.toLowerCase();
    const d = lc === w ? 0 : lc.startsWith(w) && w.length >= 3 ? 0.5 : leven(w, lc);
    if (d < bestD) { best = c; bestD = d; }
  }
  // A word of one or two letters is a typo of almost anything: only a closer match counts.
  return bestD <= Math.max(2, Math.floor(word.length / 3)) && bestD < word.length ? best : undefined;
}

/** ` (did you mean "x"?)` for a likely typo, else nothing. */
export function didYouMean(word: string, candidates: readonly string[]): string {
  const guess = closest(word, candidates);
  return guess === undefined || guess === word ? '' : ` (did you mean "${guess}"?)`;
}
