import type { Photo } from "virtual:photos";

/** `virtual:photos` in the unit tests (vitest.config.ts): one photo, in one slot. */
const photos: Readonly<Record<string, Photo>> = {
  "services/wedding-valet": {
    width: 2400,
    height: 1600,
    avif: "/assets/photos/services-wedding-valet-480w-a.avif 480w, /assets/photos/services-wedding-valet-2400w-b.avif 2400w",
    webp: "/assets/photos/services-wedding-valet-480w-c.webp 480w, /assets/photos/services-wedding-valet-2400w-d.webp 2400w",
    src: "/assets/photos/services-wedding-valet-480w-c.webp",
    position: "50% 30%",
  },
};
export default photos;
