/**
 * wordString of ASCII text in one pass: a catalogue import builds it for every product's long description, and
 * lower-casing and then a global regex replace there allocate several times the text (the first imports of a
 * fresh process are mostly garbage collection and memory growth).
 */

/** Reused output bytes, grown as needed: each call allocates only the string it returns. */
let scratch = new Uint8Array(4096);
/** Decodes the ASCII bytes written (windows-1252, the WHATWG latin1, maps every byte below 0x80 to itself). */
const latin1 = new TextDecoder('latin1');

const SPACE = 0x20;

/** ' word word ' of text whose characters are all ASCII: lower-cased, runs of other characters one space. */
export function asciiWordString(text: string): string {
  if (scratch.length < text.length + 2) scratch = new Uint8Array(2 * text.length + 2);
  const out = scratch;
  out[0] = SPACE;
  let length = 1;
  let afterSpace = true;
  for (let i = 0; i < text.length; i++) {
    let code = text.charCodeAt(i);
    if (code >= 0x41 && code <= 0x5a) code += 0x20; // A-Z → a-z
    if ((code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39)) {
      out[length++] = code;
      afterSpace = false;
    } else if (!afterSpace) {
      out[length++] = SPACE;
      afterSpace = true;
    }
  }
  if (!afterSpace) out[length++] = SPACE;
  return latin1.decode(out.subarray(0, length));
}
