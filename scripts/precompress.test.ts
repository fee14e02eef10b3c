import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, it } from "vitest";
import { tempDirs } from "../tests/support/temp-dirs";
import { precompress } from "./precompress";

const tempDir = tempDirs("valet-precompress-");

it("writes brotli and gzip copies of the build's text files, when they are smaller, and leaves images alone", async () => {
  const client = tempDir();
  mkdirSync(path.join(client, "about"));
  mkdirSync(path.join(client, "assets"));
  const page = `<!doctype html><title>About</title>${"<p>Valet parking in Los Angeles.</p>".repeat(200)}`;
  writeFileSync(path.join(client, "about/index.html"), page);
  writeFileSync(path.join(client, "assets/site.js"), "console.log('open now');".repeat(50));
  writeFileSync(path.join(client, "robots.txt"), "A");
  writeFileSync(path.join(client, "logo.png"), Buffer.alloc(2048, 7));

  await precompress(client);

  const html = path.join(client, "about/index.html");
  expect(brotliDecompressSync(readFileSync(`${html}.br`)).toString()).toBe(page);
  expect(gunzipSync(readFileSync(`${html}.gz`)).toString()).toBe(page);
  expect(readFileSync(`${html}.br`).length).toBeLessThan(readFileSync(`${html}.gz`).length);
  expect(existsSync(path.join(client, "assets/site.js.br"))).toBe(true);
  // One byte does not get smaller; an image is compressed already.
  expect(existsSync(path.join(client, "robots.txt.br"))).toBe(false);
  expect(existsSync(path.join(client, "logo.png.br"))).toBe(false);
});
