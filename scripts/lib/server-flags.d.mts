/** The flag that sizes V8's helper threads for `cores` cores (server-flags.mjs). */
export function gcHelperFlag(cores?: number): string;
/** Every Node flag of the server process. */
export function serverNodeFlags(cores?: number): string[];
