import { ServerResponse, type IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'

/** The host name Next is given for the address server.mjs listens on (a loopback one: `localhost`). */
export function nextHostname(hostname: string | undefined): string
/** The name of the header that carries a page request's query string past the render. */
export function pageQueryHeaderName(): string
/** The name published by pageQueryHeaderName, or undefined when server.mjs did not start. */
export function publishedPageQueryHeader(): string | undefined
/**
 * Takes the query string off a GET or HEAD of a page's address into pageQueryHeaderName's header;
 * returns it (with its `?`), or null when the request kept its address.
 */
export function takePageQuery(request: IncomingMessage): string | null
/** The methods a page answers, as an Allow header. */
export const PAGE_METHODS: string
/** The answer for a request Next cannot handle or must not see, or null to let it through. */
export function refusal(
  method: string | undefined,
  target: string | undefined,
): { status: number; body: string; allow?: string } | null
/** The peer-address header's name in this process; made (and published) on first call. */
export function peerAddressHeaderName(): string
/** The name published by peerAddressHeaderName, or undefined when server.mjs did not start. */
export function publishedPeerAddressHeader(): string | undefined
/** After refusing a body, how long the rest of it is read and dropped before the connection is cut. */
export const LINGER_MS: number
/**
 * The request listener: refusals answered here, everything else to `handle` (Next's).
 * `continueExpected`: called from the server's 'checkContinue' event.
 */
export function siteRequestListener(
  handle: (request: IncomingMessage, response: ServerResponse) => unknown,
): (request: IncomingMessage, response: ServerResponse, continueExpected?: boolean) => void
/**
 * The response of the site's server (`http.createServer`'s `ServerResponse` option): a long string
 * ended alone whose length is the answer's Content-Length (ASCII) is written as ASCII.
 */
export class SiteResponse extends ServerResponse {}
/** CONNECT: Node gives it to 'connect' listeners only; without one it drops the connection. */
export function answerConnect(request: IncomingMessage, socket: Duplex): void
