/** The URL of the bundled site script (vite.config.ts, siteScript). */
declare module "virtual:site-script" {
  const url: string;
  export default url;
}
