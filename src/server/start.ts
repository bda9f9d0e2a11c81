import 'server-only';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { subProcessors } from '@/lib/sub-processors';
import { databaseHandle } from './db';
import { deploymentFiller, fileKind } from './deployment/fill-in';
import { resolveDeploymentValues, trustCentrePairs } from './deployment/values';
import { env } from './env';
import { refuseMethod } from './http/method-gate';
import { createPrerenderedCompression } from './http/prerendered-compression';
import { createStaticAssetServer } from './http/static-assets';
import { routeLabeler, routePatternsOf } from './http/route-label';
import { beginDrain, markOpened } from './lifecycle';
import { log } from './log';
import { scrubConsole } from './log-safety';
import { recordRequest, readOutboxMetricsFrom } from './metrics';
import { configuredChannels } from './outbox-channels';
import { startOutboxRunner, stopOutboxRunner } from './outbox/runner';
import { createPrerenderedStore, registerPrerenderedStore } from './prerendered/page-store';
import { startRetentionJob, stopRetentionJob } from './privacy/retention';
import { RETENTION_ACTOR } from './staff/audit';
import { trustCentreValuesByLocale } from './trust/trust-centre-values';
import { startCallPolling, stopCallPolling } from './voice/call-poll';
import { configuredPlatform } from './voice/platforms';

/** What the production server (server.mjs) calls around Next.js's request handler. */
export type ServerHooks = {
  refuseMethod: typeof refuseMethod;
  logError: (error: unknown, op: string) => void;
  /** Counts an answered request in the HTTP metrics. */
  recordRequest: (method: string, pathname: string, status: number, seconds: number) => void;
  /** The server stops accepting: readiness fails from now on. */
  beginDrain: () => void;
  /** After the last request: stops the outbox and the schedule, then closes the database. */
  shutdown: () => Promise<void>;
  /** Answers `/_next/static/…` from the build's compressed copies; false for what Next.js should answer. */
  serveStaticAsset: (request: IncomingMessage, response: ServerResponse, pathname: string) => boolean;
  /** Sends a prerendered page as its strongest Brotli copy once one is made (docs/decisions/029-compression.md). */
  reuseCompressedPage: (request: IncomingMessage, response: ServerResponse) => void;
};

/** server.mjs leaves a function here that takes the hooks; absent when another server runs the app (tests, `next dev`). */
const hooksKey = Symbol.for('aitheria.server-hooks');

/**
 * Start-up (src/instrumentation.ts): validates the environment, opens and migrates the database,
 * starts the outbox, the retention schedule and the reading of calls without a final event, then hands
 * server.mjs its hooks, so it listens only once the app can serve.
 */
export async function startServer(): Promise<void> {
  try {
    env();
    // The deployment's values, checked before anything is served; the build on disk is only read
    // (docs/decisions/035-deployment-values-in-memory.md).
    const trustCentre = await trustCentreValuesByLocale(subProcessors(), env().CHAT_LLM_BASE_URL !== undefined);
    const fill = deploymentFiller(resolveDeploymentValues(process.env), trustCentrePairs(trustCentre));
    const nextDir = path.join(process.cwd(), '.next');
    if (process.env.NODE_ENV === 'production') registerPrerenderedStore(createPrerenderedStore(path.join(nextDir, 'server', 'app'), fill));
    scrubConsole();
    const handle = await databaseHandle();
    markOpened();
    readOutboxMetricsFrom(async () => handle.db);
    await startOutboxRunner(handle, configuredChannels());
    startRetentionJob(async () => handle.db, RETENTION_ACTOR);
    const platform = configuredPlatform(env());
    if (platform) startCallPolling(async () => handle.db, platform);
    const hooksWanted = (globalThis as { [hooksKey]?: (hooks: ServerHooks) => void })[hooksKey];
    // What server.mjs does with the build on disk: label the metrics by the build's own routes, serve its static
    // assets compressed. `next dev` has no hooks; a test that starts the process without a build gets neither.
    const built = hooksWanted !== undefined && existsSync(path.join(nextDir, 'BUILD_ID'));
    const routeLabel = built
      ? routeLabeler(routePatternsOf(JSON.parse(readFileSync(path.join(nextDir, 'app-path-routes-manifest.json'), 'utf8'))))
      : () => 'unmatched';
    const serveStaticAsset = built ? createStaticAssetServer(nextDir, (text, name) => fill(text, fileKind(name), name)) : () => false;
    hooksWanted?.({
      refuseMethod,
      logError: (error, op) => log().error({ err: error, op }, 'request failed'),
      recordRequest: (method, pathname, status, seconds) => recordRequest(method, routeLabel(pathname), status, seconds),
      beginDrain,
      serveStaticAsset,
      reuseCompressedPage: createPrerenderedCompression(),
      shutdown: async () => {
        await Promise.all([stopOutboxRunner(), stopRetentionJob(), stopCallPolling()]);
        await handle.close();
        log().info('stopped: outbox and schedule ended, database closed');
      },
    });
  } catch (error) {
    log().fatal({ err: error }, error instanceof Error ? error.message : 'start-up failed');
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
