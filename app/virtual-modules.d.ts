/**
 * The boot script (vite.config.ts, clientScripts): its bundled source in the server's build, written inline into
 * every page (ADR 031); its module's URL in development.
 */
declare module "virtual:boot-script" {
  export const url: string;
  export const source: string;
}

/** The URL of the bundled site script, which the boot script fetches on every page (vite.config.ts, ADR 031). */
declare module "virtual:site-script" {
  export const url: string;
}

/** The photographs of content/images by slot, encoded at build time (vite.config.ts, scripts/photos-plugin.js). */
declare module "virtual:photos" {
  export interface Photo {
    /** The source's size: the ratio the page reserves before the image arrives. */
    width: number;
    height: number;
    /** `srcset` of the AVIF and WebP variants. */
    avif: string;
    webp: string;
    /** The `<img src>` for browsers that read neither. */
    src: string;
    /** From photos.json: alt text for this photo, and its CSS object-position (the part kept when cropped). */
    alt?: string;
    position?: string;
  }
  const photos: Readonly<Record<string, Photo>>;
  export default photos;
}

/** The URL of the bundled script that hydrates a form page's form (vite.config.ts, ADR 028). */
declare module "virtual:form-island" {
  export const url: string;
}

/** The URL of the bundled staff editor script, which some staff editor screens link (vite.config.ts). */
declare module "virtual:staff-editor" {
  export const url: string;
}

/** The URLs of the drawn files (app/components/art/drawn/, ADR 045) by name (vite.config.ts, drawnFilesPlugin). */
declare module "virtual:drawn" {
  const urls: Readonly<Record<string, string>>;
  export default urls;
}
