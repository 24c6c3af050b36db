/**
 * Text from outside (file names, folder names, the service's messages) on its way to a terminal:
 * control characters are written as visible escapes (`\x1b`, `\x0a`, `\u202e`), so a file named
 * with an escape sequence cannot move the cursor, rewrite the screen, set the window title or hide
 * a line, and a name that reverses the text direction cannot make a line read otherwise.
 */

// C0 controls and DEL, C1 controls, and the Unicode format characters that reorder or hide text
// (bidirectional embeddings, overrides and isolates, zero-width marks, the line and paragraph separators).
// eslint-disable-next-line no-control-regex -- exactly what is being escaped
const unsafe = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

/** `text` with every control character written as a visible escape. */
export function terminalSafe(text: string): string {
  return text.replace(unsafe, (c) => {
    const code = c.charCodeAt(0);
    return code <= 0xff
      ? `\\x${code.toString(16).padStart(2, '0')}`
      : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
