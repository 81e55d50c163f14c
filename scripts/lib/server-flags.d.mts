/** Every Node flag of the server process on a machine of `cores` cores (server-flags.mjs). */
export function serverNodeFlags(cores?: number): string[];
