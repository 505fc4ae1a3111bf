/** The life events shipped as workflow templates (DESIGN §6), by code, sorted. */
export const SHIPPED_LIFE_EVENTS = [
  'bereavement',
  'birth-of-a-child',
  'getting-married',
  'losing-a-job',
  'moving-home',
  'retiring',
  'separating',
  'starting-a-business',
];
