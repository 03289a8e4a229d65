// "Did you mean ...?" for a mistyped ruleset id, by edit distance (leven).
import leven from 'leven';

/** The candidate closest to word, if it is close enough to be a likely typo (or a prefix of it). */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined, bestD = Infinity;
  for (const c of candidates) {
    const d = c.startsWith(word) && word.length >= 3 ? 0 : leven(word, c);
    if (d < bestD) { best = c; bestD = d; }
  }
  return bestD <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined;
}

/**
 * Adds a suggestion to the registry's "unknown ruleset" message (wherever it is reported: a
 * command's option or a scenario's expect key), which already lists the valid ids.
 */
export function withSuggestion(message: string): string {
  return message.replace(/unknown ruleset "([^"]*)" \(expected one of ([^)]*)\)/, (all, id: string, valid: string) => {
    const ids = valid.split(', ').filter((v) => /^[a-z0-9][a-z0-9.-]*$/.test(v));
    const guess = closest(id, ids);
    return guess ? all.replace(`"${id}" `, `"${id}" (did you mean "${guess}"?) `) : all;
  });
}
