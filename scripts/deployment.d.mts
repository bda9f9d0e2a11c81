export const MARKER: string;
export function buildEnvironment(): Record<string, string>;
export function resolveDeploymentValues(env: Record<string, string | undefined>): Record<string, string>;
export function snapshotTemplate(nextDir: string): number;
export function applyDeployment(nextDir: string, values: Record<string, string>): { files: number; changed: boolean };
