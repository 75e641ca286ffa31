import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import type { ConnectionTarget, OutboundNetwork } from '../../../server/shared/outbound/network';

type Page = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * The internet as a link preview sees it, on the loopback: a resolver answering from a table
 * of names, and connections that are recorded and then all go to one local site, whatever
 * public address they were for. No test opens a connection beyond 127.0.0.1, and each refused
 * case can assert that no connection was even asked for.
 */
export class FakeInternet implements OutboundNetwork {
  /** What each host name resolves to. */
  readonly names = new Map<string, string[]>();
  /**
   * Names that answer differently each time they are looked up (DNS rebinding): one answer per
   * lookup, in turn, the last one for ever after. They come before `names`.
   */
  readonly answersInTurn = new Map<string, string[][]>();
  /** Every name looked up, in order. */
  readonly lookups: string[] = [];
  /** The pages of the local site, by path. */
  readonly pages = new Map<string, Page>();
  /** Every connection asked for, in order. */
  readonly connections: ConnectionTarget[] = [];
  private site: Server | null = null;
  private port = 0;

  async start(): Promise<void> {
    this.site = createServer((request, response) => {
      const page = this.pages.get(request.url ?? '/');
      if (page) page(request, response);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => this.site!.listen(0, '127.0.0.1', resolve));
    this.port = (this.site.address() as { port: number }).port;
  }

  async stop(): Promise<void> {
    this.site?.closeAllConnections();
    await new Promise((resolve) => this.site?.close(resolve));
  }

  lookup = async (hostname: string): Promise<string[]> => {
    this.lookups.push(hostname);
    const turns = this.answersInTurn.get(hostname);
    const addresses = turns ? (turns.length > 1 ? turns.shift() : turns[0]) : this.names.get(hostname);
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses;
  };

  connect = (target: ConnectionTarget) => {
    this.connections.push(target);
    return connect({ host: '127.0.0.1', port: this.port });
  };

  /** The addresses connected to since `from` connections. */
  connectedSince(from: number): string[] {
    return this.connections.slice(from).map((target) => target.address);
  }
}

export const html = (head: string, body = '<p>Hello</p>') => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

/** A page answering `content` with `type`. */
export const pageOf =
  (content: string | Buffer, type = 'text/html; charset=utf-8'): Page =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': type });
    response.end(content);
  };

export const redirectTo =
  (location: string, status = 302): Page =>
  (_request, response) => {
    response.writeHead(status, { location });
    response.end();
  };
