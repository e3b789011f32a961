import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { bearer, login } from "../../../test/factories";
import { onePixelPng } from "../../../test/png-bytes";

/** Helpers of the on-boarding tests (not a test file itself). */

/** A real 1×1 grey PNG: signature, IHDR, one IDAT row, IEND. */
export const pngBytes = (): Buffer => onePixelPng();

/** A small, valid one-page PDF with a cross-reference table. */
export function pdfBytes(): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

export type FilePart = { name: string; filename: string; bytes: Uint8Array };

/** A multipart/form-data body of text fields and file parts. */
export function multipartBody(values: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----onboarding-test-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(values)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\n` +
          "Content-Type: application/octet-stream\r\n\r\n",
      ),
      Buffer.from(file.bytes),
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

type Person = { email: string } | null;

/** Calls the app as people, signed in once each; JSON calls and multipart calls. */
export function onboardingCaller(app: () => FastifyInstance) {
  const tokens = new Map<string, string>();
  async function headersOf(person: Person): Promise<Record<string, string>> {
    if (!person) return {};
    let access = tokens.get(person.email);
    if (!access) {
      access = (await login(app(), person.email)).tokens.access;
      tokens.set(person.email, access);
    }
    return bearer(access);
  }
  return {
    async get(person: Person, url: string) {
      return app().inject({ method: "GET", url, headers: await headersOf(person) });
    },
    async send(
      person: Person,
      method: "POST" | "PUT",
      url: string,
      values: Record<string, string>,
      files: FilePart[] = [],
    ) {
      const body = multipartBody(values, files);
      return app().inject({
        method,
        url,
        payload: body.payload,
        headers: { ...(await headersOf(person)), ...body.headers },
      });
    },
  };
}
