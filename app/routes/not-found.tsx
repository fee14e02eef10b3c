import { data } from "react-router";

/** Any unknown path: a real 404, rendered by the root error boundary with the spec's text. */
export function loader() {
  throw data(null, { status: 404 });
}

/** A form posted to an unknown path is as unknown as the path. */
export const action = loader;

export default function NotFoundRoute() {
  return null;
}
