import { promisify } from "node:util";
import zlib from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";
import { COMPRESSION_THRESHOLD_BYTES } from "./delivery";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** As registerCompression encodes: brotli first, then gzip, brotli at quality 4. */
const ENCODINGS = ["br", "gzip"] as const;
type Encoding = (typeof ENCODINGS)[number];
const ENCODING_CHOICES: string[] = [...ENCODINGS];
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
/** As @fastify/compress reads the header: `*` and `x-gzip` stand for gzip. */
const GZIP_ALIAS = /\*|x-gzip/gu;

/**
 * A JSON answer that keeps its compressed forms once made, so that an answer kept in memory
 * (decision 127) is compressed once per encoding, not at every request. The bytes on the wire
 * are the ones registerCompression would send: same encodings, same choice, same quality.
 */
export type EncodedAnswer = {
  json: string;
  /** Bytes of the JSON text. */
  rawBytes: number;
  encoded: Map<Encoding, Promise<Buffer>>;
};

export function encodedAnswer(json: string): EncodedAnswer {
  return { json, rawBytes: Buffer.byteLength(json), encoded: new Map() };
}

/** Memory an encoded answer may hold: its text and, at most, its two compressed forms. */
export function encodedAnswerBytes(answer: EncodedAnswer): number {
  return answer.rawBytes * 2;
}

function compressed(answer: EncodedAnswer, encoding: Encoding): Promise<Buffer> {
  let bytes = answer.encoded.get(encoding);
  if (!bytes) {
    // On libuv's threads, off the event loop, whatever the size.
    const text = Buffer.from(answer.json);
    bytes = encoding === "br" ? brotli(text, BROTLI_OPTIONS) : gzip(text);
    answer.encoded.set(encoding, bytes);
    // A failed compression is not kept: the next request tries again.
    bytes.catch(() => answer.encoded.delete(encoding));
  }
  return bytes;
}

/** Sends a JSON answer, compressed as the client accepts, from its kept forms. */
export async function sendEncodedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: EncodedAnswer,
): Promise<FastifyReply> {
  reply.type("application/json; charset=utf-8");
  const header = request.headers["accept-encoding"];
  const encoding =
    answer.rawBytes < COMPRESSION_THRESHOLD_BYTES || header === undefined
      ? undefined
      : (negotiate(header.toLowerCase().replace(GZIP_ALIAS, "gzip"), ENCODING_CHOICES) as
          | Encoding
          | undefined);
  if (!encoding) return reply.send(answer.json);
  const body = await compressed(answer, encoding);
  // Set before sending, so registerCompression leaves the body as it is.
  reply.header("vary", "accept-encoding");
  reply.header("content-encoding", encoding);
  return reply.send(body);
}
