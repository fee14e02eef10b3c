// A stub, written by the content editor's slice (docs/content.md).
export async function loader() {
  throw new Response("Not found", { status: 404 });
}
