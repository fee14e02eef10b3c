import { describe, expect, it } from "vitest";
import { jobPosting as job } from "~/content/careers";
import { getLocation } from "~/content/locations";
import { getTestimonials, homeTestimonialIds } from "~/content/testimonials";
import type { Testimonial } from "~/content/types";
import { seedContent } from "../../tests/support/content";
import { business, businessId, cityService, graph, jobPosting, verifiedReviews } from "./structured-data";

const siteUrl = "https://valet.example";
const content = seedContent();

describe("structured data", () => {
  it("rates the business only over verified reviews, and not at all while there are none", () => {
    expect(verifiedReviews(content.modules.testimonialsEn.testimonials, content.site, [])).toEqual([]);
    expect(business(siteUrl, content)).not.toHaveProperty("aggregateRating");
    expect(business(siteUrl, content)).not.toHaveProperty("review");
    const shown = getTestimonials(homeTestimonialIds);
    const verified = (t: Testimonial, rating: Testimonial["rating"]): Testimonial => ({
      ...t,
      rating,
      verified: { source: "Google review", url: `https://reviews.example/${t.id}` },
    });
    const mixed = [verified(shown[0] as Testimonial, 4), verified(shown[1] as Testimonial, 5), shown[2] as Testimonial];
    const node = business(siteUrl, content, "en", verifiedReviews(mixed, content.site, [])) as unknown as Record<
      string,
      unknown
    >;
    expect(node.aggregateRating).toMatchObject({ ratingValue: "4.5", reviewCount: 2 });
    expect(node.review).toHaveLength(2);
    expect(node.review).toContainEqual(expect.objectContaining({ url: `https://reviews.example/${shown[0]?.id}` }));
  });

  it("puts the business first in every page's graph, with local hours and no fixed offset", () => {
    const [first] = graph({ siteUrl, content, lang: "en" })["@graph"] as Record<string, unknown>[];
    expect(first).toMatchObject({
      "@id": businessId(siteUrl),
      openingHoursSpecification: [{ opens: "07:00", closes: "15:00" }],
    });
  });

  it("describes the business in the page's language, by the footer's tagline", () => {
    const description = (lang: "en" | "es") =>
      (graph({ siteUrl, content, lang })["@graph"][0] as Record<string, unknown>).description;
    expect(description("en")).toBe(content.ui.en.footer.tagline);
    expect(description("es")).toBe(content.ui.es.footer.tagline);
    expect(description("es")).toMatch(/^Valet parking con licencia/);
  });

  it("describes a city page as the one business's service in that city", () => {
    const city = getLocation("santa-monica");
    if (!city) throw new Error("missing city");
    const node = cityService(siteUrl, "/locations/santa-monica", city) as unknown as Record<string, unknown>;
    expect(node["@type"]).toBe("Service");
    expect(node.provider).toEqual({ "@id": businessId(siteUrl) });
    expect(node.serviceType).toBe("Valet Parking Services");
    expect(node.areaServed).toMatchObject({ "@type": "City", name: "Santa Monica" });
  });

  it("renews the job posting every period, so it is valid on any date", () => {
    const rolling = { ...job, firstPosted: "2026-10-01", renewEveryDays: 90, closesOn: null };
    const at = (iso: string) => jobPosting(siteUrl, rolling, new Date(`${iso}T12:00:00Z`), content.site);
    expect(at("2026-10-01")).toMatchObject({
      "@type": "JobPosting",
      datePosted: "2026-10-01",
      validThrough: "2026-12-29",
      employmentType: ["FULL_TIME", "PART_TIME"],
    });
    expect(at("2026-12-29")).toMatchObject({ datePosted: "2026-10-01", validThrough: "2026-12-29" });
    expect(at("2026-12-30")).toMatchObject({ datePosted: "2026-12-30", validThrough: "2027-03-29" });
    expect(at("2027-06-01")).toMatchObject({ datePosted: "2027-03-30", validThrough: "2027-06-27" });
    expect(at("2031-02-14")).toMatchObject({ validThrough: expect.stringMatching(/^2031-/) });
  });

  it("leaves the job posting out once hiring has closed", () => {
    const closing = { ...job, firstPosted: "2026-10-01", renewEveryDays: 90, closesOn: "2026-11-15" };
    expect(jobPosting(siteUrl, closing, new Date("2026-11-15T20:00:00Z"), content.site)).toMatchObject({
      validThrough: "2026-11-15",
    });
    const dayAfter = new Date("2026-11-16T00:00:00Z");
    expect(jobPosting(siteUrl, closing, dayAfter, content.site)).toBeUndefined();
    expect(
      graph({ siteUrl, content, lang: "en" }, jobPosting(siteUrl, closing, dayAfter, content.site))["@graph"],
    ).toHaveLength(1);
  });
});
