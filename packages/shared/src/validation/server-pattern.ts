// Regular expressions sent by the server (rule `match`, phone regex rules) arrive as text, either a
// bare source or `/source/flags`. They are compiled once and cached; input is capped before matching
// (see limits.ts) because their shape is outside our control.

const compiled = new Map<string, RegExp | null>();
const DELIMITED = /^\/(.*)\/([a-z]*)$/s;

/** Compiles a server pattern, null when it is not a valid regular expression. */
export function compileServerPattern(text: string): RegExp | null {
  const cached = compiled.get(text);
  if (cached !== undefined) return cached;
  const delimited = DELIMITED.exec(text);
  // Stateful flags would make `test` depend on the previous call.
  const flags = (delimited?.[2] ?? '').replace(/[gy]/g, '');
  let pattern: RegExp | null;
  try {
    pattern = new RegExp(delimited?.[1] ?? text, flags);
  } catch {
    pattern = null;
  }
  compiled.set(text, pattern);
  return pattern;
}
