import { describe, expect, it } from "vitest";
import { seedContent } from "../../tests/support/content";
import { isLongPlaceName, packForTwoColumns } from "./place-names";

const names = (places: { name: string }[]) => places.map((p) => p.name);
const place = (name: string) => ({ name });
const byName = (p: { name: string }) => p.name;

/** The rows a two-column grid makes of the places, a long name taking a row of its own. */
function rows(places: { name: string }[]): string[][] {
  const out: string[][] = [];
  for (const p of places) {
    const last = out.at(-1);
    if (!isLongPlaceName(p.name) && last?.length === 1 && !isLongPlaceName(last[0] ?? "")) last.push(p.name);
    else out.push([p.name]);
  }
  return out;
}

describe("city names kept whole in two columns", () => {
  it("tells the names that fit half a phone's row from the ones that need all of it", () => {
    expect(isLongPlaceName("Santa Monica")).toBe(false);
    expect(isLongPlaceName("Beverly Hills")).toBe(false);
    expect(isLongPlaceName("West Hollywood")).toBe(true);
    expect(isLongPlaceName("La Cañada Flintridge")).toBe(true);
  });

  it("moves a long name past the short one that completes its row, keeping every other name in order", () => {
    const packed = packForTwoColumns(["A", "B", "C", "Pacific Palisades", "D", "E"].map(place), byName);
    expect(names(packed)).toEqual(["A", "B", "C", "D", "Pacific Palisades", "E"]);
    expect(rows(packed)).toEqual([["A", "B"], ["C", "D"], ["Pacific Palisades"], ["E"]]);
  });

  it("moves the last short name after the long ones still waiting at the end", () => {
    const packed = packForTwoColumns(["A", "B", "C", "La Cañada Flintridge"].map(place), byName);
    expect(rows(packed)).toEqual([["A", "B"], ["La Cañada Flintridge"], ["C"]]);
  });

  it("leaves no hole before the last row, for every list of cities in both languages", () => {
    for (const lang of ["en", "es"] as const) {
      for (const locations of [
        seedContent()[lang].locations,
        seedContent()[lang].locations.filter((l) => l.inHeader),
      ]) {
        const packed = packForTwoColumns(locations, byName);
        expect(names(packed).toSorted()).toEqual(names([...locations]).toSorted());
        const made = rows(packed);
        const holes = made.slice(0, -1).filter((row) => row.length === 1 && !isLongPlaceName(row[0] ?? ""));
        expect(holes, lang).toEqual([]);
      }
    }
  });
});
