import { data } from "react-router";

/** Any unknown path: a real 404, rendered by the root error boundary with the spec's text. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
