import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller answers are sent as they are: compressing them costs more than it saves. */
export const COMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE_TYPE = /^(application\/(json|problem\+json|javascript)|text\/)/;

export type Encoding = 'br' | 'gzip';

/** The encoding to use for an Accept-Encoding header: brotli first, then gzip, honouring q=0. */
export function pickEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weightOf('br') > 0) return 'br';
  if (weightOf('gzip') > 0) return 'gzip';
  return undefined;
}

function compressible(reply: FastifyReply, payload: unknown): payload is string | Buffer {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false;
  if (Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return false;
  if (reply.hasHeader('content-encoding')) return false;
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && COMPRESSIBLE_TYPE.test(type);
}

function addVary(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const list = typeof current === 'string' ? current : '';
  if (/\baccept-encoding\b/i.test(list)) return;
  reply.header('vary', list ? `${list}, accept-encoding` : 'accept-encoding');
}

/**
 * Compresses JSON and text answers built in memory (API answers, error bodies) when the client
 * accepts it. Streams (static files, which are pre-compressed at build time; downloads) pass as
 * they are. Brotli at quality 4 costs about as much CPU as gzip level 6 and is smaller.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.method === 'HEAD' || !compressible(reply, payload)) return payload;
    const encoding = pickEncoding(req.headers['accept-encoding']);
    addVary(reply);
    if (!encoding) return payload;
    const body = await (encoding === 'br'
      ? brotli(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : gzipAsync(payload, { level: 6 }));
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}
