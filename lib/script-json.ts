const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * JSON for an inline <script>, a JSON-LD block or code alike: characters that could end the script element or
 * confuse an HTML parser (`<`, `>`, `&`) and the two line separators old JavaScript parsers choke on become \u
 * escapes, which JSON and JavaScript read back as the same characters.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    UNSAFE_IN_SCRIPT,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
