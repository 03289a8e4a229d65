// Text from a scenario, a baseline or a plugin shown on a terminal: control characters (escape
// sequences that clear the screen or retitle the window, carriage returns that overwrite a line,
// bidirectional overrides that reorder it) are shown as visible escapes instead of obeyed.
// JSON output keeps the strings as they are.

// C0 and C1 controls (a newline too: what is printed as one line stays one line), DEL, and the
// Unicode bidirectional controls (Trojan Source, CVE-2021-42574).
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The same but a newline. */
const CONTROL_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\x1b': '\\e' };

/** s with every control character written as an escape (\n, \e, \x07, \u202e). */
export function visible(s: string): string {
  return s.replace(CONTROL, escaped);
}

/** Like visible(), but keeps newlines: for multi-line text the program itself laid out (one pass over it, not one per line). */
export function visibleLines(s: string): string {
  return s.replace(CONTROL_BUT_NEWLINE, escaped);
}

const escaped = (c: string) => NAMED[c] ?? (c.charCodeAt(0) < 0x100 ? `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}` : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
