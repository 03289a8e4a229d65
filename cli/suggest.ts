// "Did you mean ...?" for a mistyped ruleset id, by edit distance (leven).
import { closest } from '../core/suggest.js';

export { closest };

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
