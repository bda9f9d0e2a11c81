export function createScratchDatabase(serverUrl: string, prefix: string): Promise<{ name: string; url: string; drop: () => Promise<void> }>;
