/** A current HIGH identity assurance result of a citizen. */
export interface CurrentHighAssurance {
  assuranceId: string;
  expiresAt: Date;
}

/**
 * Port the Identity module implements: tells whether a citizen holds a current HIGH assurance.
 * Guards and services of other modules depend on this token, never on Identity's classes.
 */
export const ASSURANCE_CHECKER = Symbol('ASSURANCE_CHECKER');

export interface AssuranceChecker {
  currentHigh(citizenId: string): Promise<CurrentHighAssurance | null>;
}
