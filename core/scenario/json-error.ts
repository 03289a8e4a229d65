// Where a JSON text is invalid, with a line and column. Node 20's JSON.parse message often carries
// no position (and quotes the text raw), so the error is found again by jsonc-parser, a well-kept
// parser (VS Code's) that reports every syntax error with its offset. Run only once JSON.parse
// has failed: valid files pay nothing.
import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';

const REASONS: Record<string, string> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'invalid number',
  PropertyNameExpected: 'expected a key in double quotes',
  ValueExpected: 'expected a value',
  ColonExpected: 'expected ":"',
  CommaExpected: 'expected "," or the end of the object or list',
  CloseBraceExpected: 'expected "}"',
  CloseBracketExpected: 'expected "]"',
  EndOfFileExpected: 'expected the end of the file',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'unterminated comment',
  UnexpectedEndOfString: 'unterminated string',
  UnexpectedEndOfNumber: 'invalid number',
  InvalidUnicode: 'invalid \\u escape',
  InvalidEscapeCharacter: 'invalid escape',
  InvalidCharacter: 'control character in a string (escape it)',
};

/** The deepest nesting a JSON file may have (js-yaml's limit, which read every file before). */
export const MAX_DEPTH = 100;

/**
 * One pass over a JSON text, strings skipped: how many keys it writes (a string followed by ":"),
 * and the offset of the first "[" or "{" nested deeper than MAX_DEPTH (-1 if none). Iterative, so
 * a text nested 10,000 deep is measured before any recursive parser meets it.
 */
export function scanJson(text: string): { keys: number; deepAt: number } {
  let keys = 0, depth = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      i++;
      while (i < n) {
        const d = text.charCodeAt(i);
        if (d === 92 /* \ */) i += 2;
        else if (d === 34) break;
        else i++;
      }
      let j = i + 1;
      while (j < n) { const w = text.charCodeAt(j); if (w === 32 || w === 9 || w === 10 || w === 13) j++; else break; }
      if (text.charCodeAt(j) === 58 /* : */) keys++;
    } else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > MAX_DEPTH) return { keys, deepAt: i };
    } else if (c === 125 /* } */ || c === 93 /* ] */) {
      depth--;
    }
  }
  return { keys, deepAt: -1 };
}

/** The first syntax error of text as strict JSON (no comments, no trailing commas). */
export function jsonSyntaxError(text: string): { offset: number; reason: string } {
  // jsonc-parser recurses once per level: too deep a text is refused before it is parsed.
  const { deepAt } = scanJson(text);
  if (deepAt >= 0) return { offset: deepAt, reason: `nested deeper than ${MAX_DEPTH} levels` };
  const errors: ParseError[] = [];
  parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors.sort((a, b) => a.offset - b.offset)[0];
  if (first) return { offset: first.offset, reason: REASONS[printParseErrorCode(first.error)] ?? printParseErrorCode(first.error) };
  // What JSON.parse refuses and jsonc-parser accepts: a lone surrogate or the like. Say so plainly.
  return { offset: 0, reason: 'not valid JSON' };
}

/** 1-based line and column of a character offset (one pass over the text before it). */
export function lineCol(text: string, offset: number): { line: number; col: number } {
  let line = 1, start = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) { line++; start = i + 1; }
  return { line, col: offset - start + 1 };
}

/** JSON.parse, or where and why the text is not strict JSON ("LINE:COL" and the reason). */
export function parseJson(text: string): { doc: unknown } | { at: string; reason: string } {
  try {
    return { doc: JSON.parse(text) };
  } catch {
    const { offset, reason } = jsonSyntaxError(text);
    const { line, col } = lineCol(text, offset);
    return { at: `${line}:${col}`, reason };
  }
}
