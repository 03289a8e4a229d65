// How human-readable output looks: wrapped to the terminal's width (80 columns when not a
// terminal) with a hanging indent, and coloured on a terminal. Applied to the rendered text just
// before it is printed, so the commands render plain text and --json is never touched.
import pc from 'picocolors';

type Stream = { isTTY?: boolean; columns?: number };

/**
 * Colour when the stream is a terminal (not TERM=dumb), never with NO_COLOR set and non-empty
 * (no-color.org); FORCE_COLOR forces it on (off with FORCE_COLOR=0 or false) and, as in Node
 * itself, wins over NO_COLOR.
 */
export function colourEnabled(stream: Stream, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.FORCE_COLOR !== undefined) return !['0', 'false'].includes(env.FORCE_COLOR);
  if (env.NO_COLOR) return false;
  return Boolean(stream.isTTY) && env.TERM !== 'dumb';
}

/** The terminal's width, or 80 columns when the output is not a terminal. */
export function widthOf(stream: Stream): number {
  return stream.isTTY && stream.columns ? stream.columns : 80;
}

/**
 * Where continuation lines start (a hanging indent): under the last column of a column layout
 * ("id  date  title"), after a list bullet, else four columns in from the line's own indent.
 */
function hangingIndent(line: string, indent: number, width: number): number {
  let column = 0;
  // Only columns in the line's first half count: the rest of a long line is not searched.
  const half = line.slice(0, Math.floor(width / 2) + 1);
  COLUMN.lastIndex = 0;
  for (let m = COLUMN.exec(half); m; m = COLUMN.exec(half)) if (m.index + m[0].length <= width / 2) column = m.index + m[0].length;
  if (column > indent) return column;
  if (/^ *[-*] /.test(line)) return indent + 2;
  return Math.min(indent + 4, Math.floor(width / 2));
}

/** A column's start: text, two spaces or more, text. */
const COLUMN = /\S {2,}(?=\S)/g;

/**
 * Breaks a line longer than width at spaces, continuation lines at a hanging indent. A trailing
 * rule citation "[...]" is kept in one piece where it fits; a word longer than the line is not broken.
 */
export function wrapLine(line: string, width: number): string[] {
  if (line.length <= width) return [line];
  // The indent and the citation found without regular expressions: a diff of two long logs wraps tens of thousands of lines.
  let indent = 0;
  while (line.charCodeAt(indent) === 32) indent++;
  const hang = ' '.repeat(hangingIndent(line, indent, width));
  let rest = line;
  // The trailing citation: the first "[" after the line's last "]" but one, if the line ends with "]".
  const open = line.endsWith(']') ? line.indexOf('[', line.lastIndexOf(']', line.length - 2) + 1) : -1;
  if (open >= 0 && hang.length + line.length - open <= width) rest = line.slice(0, open) + line.slice(open).replaceAll(' ', '\0');
  const nul = rest.includes('\0');
  let min = indent;
  const out: string[] = [];
  while (rest.length > width) {
    let cut = rest.lastIndexOf(' ', width);
    while (cut > min && rest[cut - 1] === ' ') cut--;
    if (cut <= min) {
      cut = rest.indexOf(' ', width);
      if (cut < 0) break;
    }
    out.push(rest.slice(0, cut));
    rest = hang + rest.slice(cut).trimStart();
    min = hang.length;
  }
  out.push(rest);
  return nul ? out.map((l) => l.replaceAll('\0', ' ')) : out;
}

/** The colour of a whole (logical) line of the commands' text output, by what it shows. */
function lineStyle(line: string, c: ReturnType<typeof pc.createColors>): ((s: string) => string) | undefined {
  if (/^ {2}\+(?!\+\+ )/.test(line)) return c.green; // a line only the later era's log has
  if (/^ {2}-(?!-- )/.test(line)) return c.red; // a line only the earlier era's log has
  if (/^ {2}@@ /.test(line)) return c.cyan;
  if (/^\* /.test(line)) return c.yellow; // an outcome row that differs between eras
  if (/^\S+ -> \S+: /.test(line)) return c.bold; // a change between neighbouring rulesets
  if (/^\d+ passed, 0 failed$/.test(line)) return c.green;
  if (/^\d+ passed, \d+ failed$/.test(line) || /: (expected|baseline) .*, actual /.test(line)) return c.red;
  if (/^\S.*: [a-z]+\.[\w-]+: .+ -> .+ \([^)]*\)$/.test(line)) return c.red; // a field that left its baseline
  if (/: (new scenario, not in the baseline|deleted: in the baseline)/.test(line)) return c.yellow;
  if (/^[a-z]+(-[a-z]+)*$/.test(line)) return c.cyan; // a window heading of the event log
  return undefined;
}

/** Wraps (width undefined: not at all) and colours text for printing. */
export function present(text: string, width: number | undefined, colour: boolean): string {
  // picocolors only where there is colour: the bundle evaluates it on first use (scripts/bundle.mjs),
  // and evaluating it creates process.stdout (cli/io.ts says why that is avoided).
  const c = colour ? pc.createColors(true) : undefined;
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const pieces = width === undefined ? [line] : wrapLine(line, width);
    const style = c ? lineStyle(line, c) : undefined;
    for (const p of pieces) {
      // Rule citations are dimmed so the events read first.
      const cited = c ? p.replace(/( {2})(\[[^\]]*\])$/, (_, sp: string, cite: string) => sp + c.dim(cite)) : p;
      out.push(style ? style(cited) : cited);
    }
  }
  return out.join('\n');
}

/** "mtg-eras: message" for stderr, the prefix in red on a terminal. */
export function errorLine(message: string, colour: boolean): string {
  return `${colour ? pc.createColors(true).red('mtg-eras:') : 'mtg-eras:'} ${message}`;
}
