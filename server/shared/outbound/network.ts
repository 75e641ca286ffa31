import { lookup } from 'node:dns/promises';
import { connect as connectTcp, isIP } from 'node:net';
import type { Duplex } from 'node:stream';
import { connect as connectTls } from 'node:tls';
import { isPublicAddress } from './address-policy';

/** Where a connection goes, once its address is chosen and allowed. */
export interface ConnectionTarget {
  address: string;
  port: number;
  tls: boolean;
  /** The host name the certificate must name (absent for an address written as such). */
  servername?: string;
}

/** How the server reaches other hosts: the resolver and the connection (tests and the bench give their own). */
export interface OutboundNetwork {
  /** Every address a host name resolves to. */
  lookup(hostname: string): Promise<string[]>;
  connect(target: ConnectionTarget): Duplex;
}

/** What the server may fetch for a user, and how long and how much it reads. */
export interface Outbound {
  network: OutboundNetwork;
  /** Whether an address may be connected to. */
  allows(address: string): boolean;
  /** For the whole fetch: resolving, connecting, redirects and reading. */
  timeoutMs: number;
  /** What is read of a page (after decompression). */
  maxBytes: number;
  maxRedirects: number;
}

export const internet: OutboundNetwork = {
  lookup: async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address),
  connect: ({ address, port, tls, servername }) => (tls ? connectTls({ host: address, port, servername }) : connectTcp({ host: address, port })),
};

/** Production's rules: public addresses only, 5 s, 1 MB, 3 redirects. */
export const publicInternet: Outbound = { network: internet, allows: isPublicAddress, timeoutMs: 5_000, maxBytes: 1024 * 1024, maxRedirects: 3 };

/** The address or the URL is one the server does not fetch. */
export class OutboundRefused extends Error {}
/** The fetch did not come to a usable answer (no answer in time, an error status, too big…). */
export class OutboundFailed extends Error {}

/**
 * Opens the connection of one request, at the moment it is made: the host is resolved here,
 * every address it resolves to must be allowed, and the socket goes to one of exactly those
 * addresses, so a name that resolves differently the next time (DNS rebinding) cannot slip
 * past the check. A host written as an address is checked as such. A refusal means no
 * connection was attempted.
 */
export async function openCheckedConnection(outbound: Outbound, url: URL): Promise<Duplex> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host) !== 0;
  let addresses: string[];
  try {
    addresses = literal ? [host] : await outbound.network.lookup(host);
  } catch {
    throw new OutboundFailed(`${host} does not resolve`);
  }
  if (addresses.length === 0) throw new OutboundFailed(`${host} does not resolve`);
  const refused = addresses.find((address) => !outbound.allows(address));
  if (refused) throw new OutboundRefused(`${host} resolves to ${refused}`);
  const tls = url.protocol === 'https:';
  const port = url.port ? Number(url.port) : tls ? 443 : 80;
  return outbound.network.connect({ address: addresses[0]!, port, tls, ...(literal ? {} : { servername: host }) });
}
