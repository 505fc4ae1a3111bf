import { Injectable } from '@nestjs/common';

/** The time source of every time-dependent rule; tests replace it instead of sleeping. */
export abstract class Clock {
  abstract now(): Date;
}

@Injectable()
export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}
