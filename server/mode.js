// @ts-check
// React chooses its development or production build by NODE_ENV when it is first loaded, and the development
// build renders a page several times slower. Imported first by server/index.js, before anything loads React:
// the server runs React's production build unless it serves the sources (`--dev`) or NODE_ENV says otherwise.
process.env.NODE_ENV ??= process.argv.includes("--dev") ? "development" : "production";
