/**
 * A webhook receiver for tests: a real HTTP server on a free loopback port that records every
 * request (path, headers, raw body) and answers each path with a programmed sequence of
 * behaviours: a status code, or 'hang' (never answer, so Vitae's timeout fires). After the
 * sequence runs out it answers 204.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  receivedAt: number;
  answered: number | 'hang';
}

export type Behaviour = number | 'hang';

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** Requests to one path. */
  at(path: string): ReceivedWebhook[];
  program(path: string, behaviours: Behaviour[]): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const programs = new Map<string, Behaviour[]>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]!;
      const behaviour = programs.get(path)?.shift() ?? 204;
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), receivedAt: Date.now(), answered: behaviour });
      if (behaviour === 'hang') return; // the client gives up; the socket closes with the server
      res.writeHead(behaviour, { 'content-type': 'text/plain' }).end(behaviour < 300 ? 'ok' : 'nope');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    at: (path) => received.filter((r) => r.path === path),
    program: (path, behaviours) => programs.set(path, [...behaviours]),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
