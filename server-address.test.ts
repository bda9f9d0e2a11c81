import { describe, expect, it } from 'vitest';
import { listenAddress, serverUrl } from './server-address.mjs';

describe('listenAddress', () => {
  it('listens on loopback port 3000 unless HOST and PORT say otherwise', () => {
    expect(listenAddress({})).toEqual({ host: '127.0.0.1', port: 3000 });
    expect(listenAddress({ HOST: '::1', PORT: '3600' })).toEqual({ host: '::1', port: 3600 });
  });

  it('refuses a port that is not one', () => {
    for (const port of ['abc', '0', '3600.5', '65536']) expect(() => listenAddress({ PORT: port }), port).toThrow(/PORT must be/);
  });
});

describe('serverUrl', () => {
  it('puts an IPv6 host in brackets', () => {
    expect(serverUrl({ host: '::1', port: 3600 })).toBe('http://[::1]:3600');
    expect(serverUrl({ host: '127.0.0.1', port: 3600 })).toBe('http://127.0.0.1:3600');
  });
});
