import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { HeadersTooLargeError } from '../common/errors/domain-error';
import { PROBLEM_CONTENT_TYPE } from '../common/errors/problem.dto';
import { DEFAULT_LOCALE } from '../common/i18n/locales';
import { ProblemCode, problemDetail, ProblemDetailId, problemTitle } from '../common/i18n/problem-catalogue';

/**
 * Node's own answers to requests its HTTP parser refuses, as problem+json (DESIGN §10). No header
 * was read, so no language was negotiated: they are in the default language.
 */
const PARSER_PROBLEMS: Record<string, [number, ProblemCode, ProblemDetailId]> = {
  HPE_HEADER_OVERFLOW: [HeadersTooLargeError.status, HeadersTooLargeError.code, 'HEADERS_TOO_LARGE'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'REQUEST_TIMEOUT', 'REQUEST_TIMEOUT'],
};
const MALFORMED: [number, ProblemCode, ProblemDetailId] = [
  400,
  'VALIDATION_FAILED',
  'VALIDATION_FAILED.not_http',
];
const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/** Builds the raw HTTP/1.1 answer to a request the parser refused; the connection is closed after it. */
export function parserProblemResponse(errorCode: string | undefined, requestId = randomUUID()): string {
  const [status, code, detailId] = PARSER_PROBLEMS[errorCode ?? ''] ?? MALFORMED;
  const body = JSON.stringify({
    type: `urn:problem:${code}`,
    title: problemTitle(code),
    status,
    detail: problemDetail({ id: detailId }),
    code,
    request_id: requestId,
  });
  return (
    `HTTP/1.1 ${status} ${REASONS[status]}\r\n` +
    `Content-Type: ${PROBLEM_CONTENT_TYPE}; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    `X-Request-Id: ${requestId}\r\n` +
    `Content-Language: ${DEFAULT_LOCALE}\r\n` +
    'Vary: Accept-Language\r\n' +
    'Cache-Control: no-store\r\n' +
    "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'\r\n" +
    'X-Content-Type-Options: nosniff\r\n' +
    'Connection: close\r\n\r\n' +
    body
  );
}

/**
 * Replaces Node's bare `400 Bad Request` / `431` answers (no body) with problem+json. With a
 * 'clientError' listener the socket is ours: answer when it can still be written to, else destroy it.
 */
export function answerParserErrorsAsProblems(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const responding = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || responding?.headersSent) {
      socket.destroy();
      return;
    }
    socket.end(parserProblemResponse(error.code));
  });
}
