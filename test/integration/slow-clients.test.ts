/**
 * Slow and greedy clients through real sockets: a stalled upload is closed at the request
 * timeout, a client cannot hold more uploads open than its cap, and a shutdown is not held by a
 * client that keeps sending slowly.
 */
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { provisionClient } from '../support/auth-fixtures.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/** Opens an upload that announces a 5 MB body and sends only its first bytes. */
function stalledUpload(url: string, token: string): { socket: Socket; closed: Promise<string> } {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  let answer = '';
  socket.on('data', (d) => {
    answer += d.toString('latin1');
  });
  socket.on('error', () => undefined);
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)));
  socket.write(
    `POST /cv-screening/upload HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=B\r\nContent-Length: 5000000\r\n\r\n--B\r\nContent-Disposition: form-data; name="file"; filename="cv.txt"\r\n\r\nJane`,
  );
  return { socket, closed };
}

describe('slow clients', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it('closes an upload that stalls at the request timeout', async () => {
    server = await startTestServer('pglite', { VITAE_WORKERS: '0', VITAE_REQUEST_TIMEOUT_S: '2' });
    const client = await provisionClient(server);
    const started = Date.now();
    const { closed } = stalledUpload(server.url, client.token);
    const answer = await closed;
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(answer === '' || /^HTTP\/1\.1 408/.test(answer), answer).toBe(true);
  }, 30_000);

  it('caps the uploads one client has in progress; another client is not affected', async () => {
    server = await startTestServer('pglite', { VITAE_WORKERS: '0', VITAE_MAX_UPLOADS_PER_CLIENT: '2' });
    const greedy = await provisionClient(server);
    const other = await provisionClient(server);
    const open = [stalledUpload(server.url, greedy.token), stalledUpload(server.url, greedy.token)];
    await new Promise((r) => setTimeout(r, 500));
    const form = () => {
      const f = new FormData();
      f.set('file', new Blob(['Jane Roe\njane@example.com\nSoftware developer\n']), 'cv.txt');
      return f;
    };
    const third = await fetch(`${server.url}/cv-screening/upload`, { method: 'POST', headers: greedy.headers, body: form() });
    expect(third.status).toBe(429);
    expect((await third.json()).code).toBe('too_many_uploads');
    expect((await fetch(`${server.url}/cv-screening/upload`, { method: 'POST', headers: other.headers, body: form() })).status).toBe(202);
    for (const o of open) o.socket.destroy();
    await Promise.all(open.map((o) => o.closed));
    await new Promise((r) => setTimeout(r, 300));
    // The slots are given back when the stalled uploads go away.
    expect((await fetch(`${server.url}/cv-screening/upload`, { method: 'POST', headers: greedy.headers, body: form() })).status).toBe(202);
  }, 60_000);

  it('stops within the grace while a client is still sending slowly', async () => {
    // The grace is a setting (VITAE_SHUTDOWN_GRACE_S, default 20 s): a client still sending after it is cut off.
    server = await startTestServer('pglite', { VITAE_WORKERS: '0', VITAE_REQUEST_TIMEOUT_S: '600', VITAE_SHUTDOWN_GRACE_S: '3' });
    const client = await provisionClient(server);
    const slow = stalledUpload(server.url, client.token);
    const drip = setInterval(() => slow.socket.write('x'), 500);
    await new Promise((r) => setTimeout(r, 300));
    const started = Date.now();
    await server.stop();
    server = undefined;
    clearInterval(drip);
    expect(Date.now() - started).toBeLessThan(10_000);
    await slow.closed;
  }, 30_000);
});
