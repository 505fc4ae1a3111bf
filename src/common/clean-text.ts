import { applyDecorators } from '@nestjs/common';
import { Matches, NotContains, ValidateBy } from 'class-validator';
import { hasVisibleText } from './visible-text';

/** A surrogate code unit that is not half of a pair (with `u`, a pair reads as one code point). */
const NO_LONE_SURROGATE = /^\P{Cs}*$/u;

/**
 * Free text a citizen writes (DESIGN §12): valid Unicode (no lone surrogates, which PostgreSQL
 * cannot store as text), no NUL, and not only white space or invisible characters (zero-width…).
 * 400 VALIDATION_FAILED otherwise.
 */
export const IsCleanText = () =>
  applyDecorators(
    NotContains('\u0000', { message: '$property must not contain NUL characters' }),
    Matches(NO_LONE_SURROGATE, { message: '$property must be well-formed Unicode text' }),
    // An empty string is left to the length check, so it gets one error.
    ValidateBy({
      name: 'hasVisibleText',
      validator: {
        validate: (value) => typeof value !== 'string' || value === '' || hasVisibleText(value),
        defaultMessage: () => '$property must not be only white space or invisible characters',
      },
    }),
  );
