/** What the company charges for an attendant, when it chooses to publish it (app/lib/staffing.ts). */
export interface StaffingRates {
  /** US dollars per attendant per hour: the lowest and highest the company charges. */
  attendantHourly: readonly [number, number];
  /** The shortest booking, in hours: the estimate's price covers that many. */
  minimumHours: number;
}

/** A public review profile of the company on another platform (Google Business Profile, Yelp). */
export interface ReviewProfile {
  network: "Google" | "Yelp";
  /** The profile's public page, where the reviews can be read. */
  url: string;
  /** The platform's average as it shows it, e.g. 4.9. */
  rating: number;
  /** How many reviews the platform shows. */
  count: number;
}

/**
 * Company identity. Every page, the structured data and the e-mails read these values, so changing the
 * company's name, phone or address happens here and nowhere else. The defaults are fictitious placeholders.
 */
export const site = {
  name: "Golden Key Valet",
  legalName: "Golden Key Valet Parking LLC",
  tagline: "Luxury valet parking for Los Angeles",
  phone: { display: "(310) 555-0147", e164: "+13105550147" },
  email: "bookings@goldenkeyvalet.example",
  careersEmail: "careers@goldenkeyvalet.example",
  address: {
    street: "1180 S Beverly Dr, Suite 400",
    locality: "Los Angeles",
    region: "CA",
    regionName: "California",
    postalCode: "90035",
    country: "US",
    /** The template's stand-in: delete this line once the street address is the company's. */
    sample: true,
  },
  social: [
    { network: "Instagram", url: "https://www.instagram.com/goldenkeyvalet.example" },
    { network: "Facebook", url: "https://www.facebook.com/goldenkeyvalet.example" },
    { network: "LinkedIn", url: "https://www.linkedin.com/company/goldenkeyvalet-example" },
  ],
  founded: { year: 2009, city: "Chicago" },
  californiaSince: 2014,
  /** Shown as "14+ years": counted from the founding year as the spec states it. */
  yearsExperience: 14,
  liabilityCoverage: "$2 million",
  /** The same amount in Spanish prose: every Spanish sentence uses this one, never `liabilityCoverage`. */
  liabilityCoverageEs: "2 millones de dólares",
  eventsServed: "500+",
  averageRating: "5.0",
  venuePartners: "50+",
  replyHours: { request: 24, application: 48 },
  bookingSeconds: 60,
  /**
   * Hourly rates for the instant staffing estimate on the booking and quote forms. null: the estimate gives the
   * number of attendants and no price (the spec publishes no prices). To show a price range, e.g.:
   *   rates: { attendantHourly: [35, 45], minimumHours: 4 } as StaffingRates | null,
   */
  rates: null as StaffingRates | null,
  /**
   * The company's review profiles, linked with their rating and count from /about and the proof strip (Proof.tsx).
   * Empty until the company has them; copy the numbers as the platform shows them and update them now and then.
   * They are links only, never structured data: reviews on other platforms are not ours to mark up. E.g.
   *   reviews: [{ network: "Google", url: "https://g.page/r/…", rating: 4.9, count: 42 }] as ReviewProfile[],
   */
  reviews: [] as ReviewProfile[],
} as const;
