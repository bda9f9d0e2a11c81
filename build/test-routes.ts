import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Routes that exist for tests alone (the page that crashes on purpose, the bare handler the contact
 * benchmark compares with) end in `.test-route.tsx` / `.test-route.ts`. Next.js reads as pages and routes
 * only the file endings of its documented `pageExtensions`: the test build (TEST_ROUTES=1,
 * `npm run build:test`) lists these endings, the production build does not know the files exist.
 */
const PRODUCTION_EXTENSIONS = ['tsx', 'ts'];
const TEST_ROUTE_EXTENSIONS = ['test-route.tsx', 'test-route.ts'];
const TEST_ROUTE_FILE = /^(page|route)\.test-route\.tsx?$/;

export const testRoutesWanted = (env: NodeJS.ProcessEnv = process.env) => env.TEST_ROUTES === '1';

export function pageExtensions(testRoutes: boolean): string[] {
  return testRoutes ? [...TEST_ROUTE_EXTENSIONS, ...PRODUCTION_EXTENSIONS] : PRODUCTION_EXTENSIONS;
}

/** The test routes under an app directory, named as the build's app-path-routes-manifest names them. */
export function testRoutesIn(appDir: string): string[] {
  return readdirSync(appDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && TEST_ROUTE_FILE.test(entry.name))
    .map((entry) => {
      const directory = path.relative(appDir, entry.parentPath).split(path.sep).join('/');
      return `/${directory}/${entry.name.split('.')[0]}`;
    })
    .sort();
}

/**
 * A test build must serve every test route and a production build none: fails the build when Next.js
 * reads the endings differently than its documentation says.
 */
export function checkTestRoutes(manifest: Record<string, string>, testRoutes: string[], wanted: boolean): void {
  const built = testRoutes.filter((route) => route in manifest);
  if (wanted && built.length !== testRoutes.length)
    throw new Error(`test build: routes missing from the build: ${testRoutes.filter((route) => !built.includes(route)).join(', ')}`);
  if (!wanted && built.length > 0) throw new Error(`production build: test routes were built: ${built.join(', ')}`);
}
