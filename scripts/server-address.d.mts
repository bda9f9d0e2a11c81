export const NEXT_HOSTNAME: string;

export function listenAddress(env?: Record<string, string | undefined>): { host: string; port: number };

export function serverUrl(address: { host: string; port: number }): string;
