export const MARKER: string;
export const DEPLOYMENT_VALUES: { name: string; token: string; fallback: string; url?: 'origin' | 'href' }[];
export const REQUIRED_IN_PRODUCTION: string[];
export function buildEnvironment(): Record<string, string>;
export function resolveDeploymentValues(env: Record<string, string | undefined>): Record<string, string>;
export function snapshotTemplate(nextDir: string): number;
export function applyDeployment(nextDir: string, values: Record<string, string>): { files: number; changed: boolean };
export function writeScriptHashes(nextDir: string): number;
