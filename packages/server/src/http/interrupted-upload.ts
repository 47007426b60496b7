// Request bodies cut short. A client that sends part of an upload and then closes its side makes
// Node's HTTP parser fail after the route has started reading the body; Fastify's default answer
// is an English "Client Error". Here the request in flight on that socket is remembered, so the
// answer is the route's own 400 in the user's language; a multipart body that ends before its
// closing boundary (a chunked request that ends early) is the same fault seen by the form parser.
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { detailError } from './errors.js';

const inFlight = new WeakMap<Socket, FastifyRequest>();

/** Remembers each request while it runs, for `answerClientError`. */
export function trackRequests(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    inFlight.set(request.raw.socket, request);
  });
  app.addHook('onResponse', async (request) => {
    if (inFlight.get(request.raw.socket) === request) inFlight.delete(request.raw.socket);
  });
}

/** Fastify's `clientErrorHandler`: the error answer of a request Node could not finish parsing. */
export function answerClientError(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const request = inFlight.get(socket);
  const status =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const detail =
    request && status === 400
      ? request.t('upload_interrupted')
      : (http.STATUS_CODES[status] ?? 'Bad Request');
  if (socket.writable) {
    const body = JSON.stringify({ detail });
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  // The route reading the body sees it aborted and rolls back what it had begun.
  socket.destroy(err);
}

/** Whether an error of reading a body means the body stopped short. */
export function isInterruptedBody(err: unknown): boolean {
  const { code, message } = err as { code?: string; message?: string };
  return (
    code === 'ECONNRESET' ||
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    message === 'aborted' ||
    /unexpected end of (multipart data|form)/i.test(message ?? '')
  );
}

/** The 400 of an upload whose body stopped short. */
export const interruptedUpload = (request: FastifyRequest) =>
  detailError(400, request.t('upload_interrupted'));
