/** Liveness, for monitors and the Dockerfile's HEALTHCHECK: the process answers. */
export function loader() {
  return new Response("ok", { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}
