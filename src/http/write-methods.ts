/** The methods that write: a signed-in citizen's calls with these count against CITIZEN_WRITES_PER_MINUTE (DESIGN §12). */
export const CITIZEN_WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
