import type { IncomingMessage, ServerResponse } from 'node:http';

export function precompressStaticAssets(nextDir: string): number;
export function acceptedEncoding(header: string | undefined): { name: 'br' | 'gzip'; suffix: string } | undefined;
export function createStaticAssetServer(nextDir: string): (request: IncomingMessage, response: ServerResponse, pathname: string) => boolean;
