import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressedFiles } from "./precompressed.server";

describe("precompressedFiles", () => {
  // A build under a dot-folder, as BUILD_DIR=.cache/… makes one.
  const root = path.join(mkdtempSync(path.join(tmpdir(), "precompressed-")), ".cache", "client");
  let base = "";
  let close = () => {};

  beforeAll(async () => {
    mkdirSync(root, { recursive: true });
    for (const name of ["sitemap.xml", "gone.xml"]) {
      writeFileSync(path.join(root, name), `<urlset>${name}</urlset>`);
      writeFileSync(path.join(root, `${name}.gz`), gzipSync(`<urlset>${name}</urlset>`));
    }
    const app = express();
    app.use(precompressedFiles(root, () => ({ maxAge: "1h" })));
    app.use((_req, res) => {
      res.status(404).type("text").send("Not here");
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => {
    close();
    rmSync(path.dirname(path.dirname(root)), { recursive: true, force: true });
  });

  it("serves the compressed copy of a file under a dot-folder", async () => {
    const response = await fetch(`${base}/sitemap.xml`, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(await response.text()).toBe("<urlset>sitemap.xml</urlset>");
  });

  it("answers a file removed since start with what comes next, not with a false encoding", async () => {
    rmSync(path.join(root, "gone.xml.gz"));
    const response = await fetch(`${base}/gone.xml`, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(await response.text()).toBe("Not here");
  });
});
