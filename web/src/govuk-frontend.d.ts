// govuk-frontend 5 ships no type declarations; this app uses only initAll.
declare module 'govuk-frontend' {
  export function initAll(config?: { scope?: Element }): void;
}
