import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/routes-index";

export default {
  ssr: true,
  prerender: { paths: () => prerenderPaths(), concurrency: 2 },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
