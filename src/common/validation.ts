import { ValidateBy } from 'class-validator';
import { ValidationError, ValidationPipe } from '@nestjs/common';
import { FieldProblem, ValidationFailedError } from './errors/domain-error';

function flatten(errors: ValidationError[], parent = ''): FieldProblem[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({
      field,
      message: message.startsWith('property ') ? 'is not allowed' : message.replace(`${error.property} `, ''),
    }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** Whitelist + forbidNonWhitelisted + transform; every failure is 400 VALIDATION_FAILED with per-field errors. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const problems = flatten(errors);
      const fields = [...new Set(problems.map((p) => p.field))];
      return new ValidationFailedError(
        fields.length
          ? { id: 'VALIDATION_FAILED.fields', values: { count: fields.length, fields: fields.join(', ') } }
          : 'VALIDATION_FAILED',
        problems,
      );
    },
  });
}

/**
 * A birth date (YYYY-MM-DD) not after today (UTC, with a day's grace for time zones ahead of UTC):
 * nobody signs in with a date of birth in the future.
 */
export const IsNotAfterToday = () =>
  ValidateBy({
    name: 'isNotAfterToday',
    validator: {
      validate: (value: unknown) =>
        typeof value !== 'string' ||
        !/^\d{4}-\d{2}-\d{2}$/.test(value) ||
        value <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      defaultMessage: () => '$property must not be in the future',
    },
  });
