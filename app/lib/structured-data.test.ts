import { describe, expect, it } from "vitest";
import { jobPosting as job } from "~/content/careers";
import { getLocation } from "~/content/locations";
import { getTestimonials, homeTestimonialIds } from "~/content/testimonials";
import type { Testimonial } from "~/content/types";
import { business, businessId, cityService, graph, jobPosting } from "./structured-data";

const siteUrl = "https://valet.example";

describe("structured data", () => {
  it("computes the home page rating from the testimonials shown", () => {
    const reviews = getTestimonials(homeTestimonialIds);
    const node = business(siteUrl, reviews) as { aggregateRating: { ratingValue: string; reviewCount: number } };
    expect(node.aggregateRating).toMatchObject({ ratingValue: "5.0", reviewCount: 3 });
    const mixed: Testimonial[] = [{ ...reviews[0], rating: 4 } as Testimonial, reviews[1] as Testimonial];
    expect((business(siteUrl, mixed) as typeof node).aggregateRating).toMatchObject({
      ratingValue: "4.5",
      reviewCount: 2,
    });
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

  it("leaves the job posting out once it is past validThrough", () => {
    expect(jobPosting(siteUrl, job, new Date(`${job.validThrough}T12:00:00Z`))).toMatchObject({
      "@type": "JobPosting",
      datePosted: job.datePosted,
      validThrough: job.validThrough,
      employmentType: ["FULL_TIME", "PART_TIME"],
    });
    const dayAfter = new Date(`${job.validThrough}T00:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    expect(jobPosting(siteUrl, job, dayAfter)).toBeUndefined();
    expect(graph(jobPosting(siteUrl, job, dayAfter))["@graph"]).toEqual([]);
  });
});
