/**
 * Text that shows something: a character that is neither white space nor default-ignorable (zero-width
 * space and joiners, word joiner, soft hyphen, byte order mark, bidi marks, variation selectors, Hangul
 * fillers…), which render as nothing. DESIGN §12: required text is not only white space; invisible
 * characters count as white space. No framework import: the journey engine reads it too.
 */
const VISIBLE = /[^\s\p{Default_Ignorable_Code_Point}]/u;

export function hasVisibleText(value: string): boolean {
  return VISIBLE.test(value);
}
