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

/** The first syntax error of text as strict JSON (no comments, no trailing commas). */
export function jsonSyntaxError(text: string): { offset: number; reason: string } {
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
