export const COMPILE_HINT: string;
export function startupChunks(buildManifest: { rootMainFiles?: string[] }, clientReferenceManifests: string[]): string[];
export function withCompileHint(source: string): string;
export function shiftedSourceMap(map: string): string;
export function readClientReferenceManifests(appDirectory: string): string[];
