import type { SlotPhotoEdit } from "./editable";

/*
 * The photo slots the published edition filled with uploaded photographs (docs/content.md): applied with the rest
 * of the edition (~/content/live.ts) and read by photoFor (~/components/ui/Photo), which prefers them to the
 * repository's photographs of content/images.
 */

const chosen = new Map<string, SlotPhotoEdit>();

export function setSlotPhotos(list: readonly SlotPhotoEdit[]): void {
  chosen.clear();
  for (const entry of list) chosen.set(entry.slot, entry);
}

export const slotPhoto = (slot: string): SlotPhotoEdit | undefined => chosen.get(slot);
