/** Liveness, for monitors and the container's health check: the process answers. */
export function loader() {
  return new Response("ok", { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}
