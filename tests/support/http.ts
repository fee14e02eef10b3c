import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  header(name: string): string;
  /** The bytes as sent, before any content decoding. */
  body: Buffer;
  /** The body decoded by its Content-Encoding. */
  decoded(): Buffer;
}

/** A request whose answer is read as it was sent: fetch would decode the body and drop Content-Encoding. */
export function rawRequest(url: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<RawAnswer>((resolve, reject) => {
    request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const body = Buffer.concat(chunks);
        const header = (name: string) => String(response.headers[name.toLowerCase()] ?? "");
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          header,
          body,
          decoded() {
            const encoding = header("content-encoding");
            if (encoding === "br") return brotliDecompressSync(body);
            if (encoding === "gzip") return gunzipSync(body);
            if (encoding) throw new Error(`unexpected Content-Encoding: ${encoding}`);
            return body;
          },
        });
      });
    })
      .on("error", reject)
      .end();
  });
}
