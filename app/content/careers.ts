/**
 * Copy for the Careers page (/employment) and its structured job-posting data.
 */
import { site } from "../config/site";
import { retention } from "../lib/retention";
import type { Card } from "./types";

export type EmploymentType = "FULL_TIME" | "PART_TIME";

export interface CareersContent {
  hero: { heading: string; intro: string };
  seeking: string[];
  whyWork: Card[];
  applyIntro: string;
  /** What the page says while no posting is open: applications are still taken, for the next openings. */
  closed: { notice: string; heading: string; applyIntro: string };
}

export interface JobPosting {
  /** False once the owner closes the posting (/staff/content/careers): no posting shows, whatever the dates. */
  open: boolean;
  title: string;
  description: string[];
  employmentTypes: EmploymentType[];
  /**
   * The company hires all year: the posting is renewed every `renewEveryDays` days from `firstPosted` (ISO
   * date), so search engines always see a current posting with a near expiry date.
   */
  firstPosted: string;
  renewEveryDays: number;
  /** ISO date: set it when hiring stops, and the posting leaves search results after that day. */
  closesOn: string | null;
  locality: string;
  region: string;
  /** Not stated by the company. */
  baseSalary: null;
}

export const careers: CareersContent = {
  hero: {
    heading: "Join Our Valet Team",
    intro: `{company} is looking for courteous, dependable people to welcome guests at weddings, private events, corporate functions, restaurants and hotels across Los Angeles.`,
  },
  seeking: [
    "A valid driver's license and a clean driving record",
    "Confident, careful driving, including manual transmission vehicles",
    "A friendly, professional manner with guests",
    "Punctuality and reliability for scheduled shifts",
    "Availability for evenings, weekends and holidays",
    "Willingness to complete a background check",
  ],
  whyWork: [
    {
      title: "Flexible Schedules",
      body: "Full-time and part-time positions, with shifts at events 7 days a week.",
      icon: "calendar",
    },
    {
      title: "Professional Training",
      body: "Learn vehicle handling, secure key management and guest service from an experienced team.",
      icon: "badge",
    },
    {
      title: "Memorable Venues",
      body: "Work weddings, galas, hotels and private events at venues across Los Angeles.",
      icon: "map",
    },
    {
      title: "A Supportive Team",
      body: `Join a company with more than {yearsExperience} years of experience, covered by workers' compensation and led by people who value their staff.`,
      icon: "users",
    },
  ],
  applyIntro: `Complete the form below and attach your resume. Our team reviews every application and replies within ${site.replyHours.application} hours. Qualified applicants with arrest or conviction records will be considered for employment in accordance with the Los Angeles Fair Chance Initiative for Hiring Ordinance and the California Fair Chance Act.`,
  closed: {
    notice:
      "We have no open posting right now. We hire before every busy season, for weddings in spring and summer and for holiday parties in winter, and the first people we call are those who have already applied.",
    heading: "Apply for our next openings",
    applyIntro: `Complete the form below and attach your resume: we keep your application for ${retention.applicationMonths} months and call you when we hire again. Qualified applicants with arrest or conviction records will be considered for employment in accordance with the Los Angeles Fair Chance Initiative for Hiring Ordinance and the California Fair Chance Act.`,
  },
};

export const jobPosting: JobPosting = {
  open: true,
  title: "Valet Parking Attendant",
  description: [
    `{company} is hiring valet parking attendants in Los Angeles for weddings, private parties, corporate functions, charity galas, restaurants and hotels. Attendants greet arriving guests, park and retrieve vehicles with care, manage keys at secure key podiums and record each vehicle's condition in our digital logs.`,
    "We are looking for courteous, reliable team members with a valid driver's license, a clean driving record and a professional, guest-focused manner. All attendants complete a background check and wear a company uniform. Full-time and part-time positions are available, including evening, weekend and holiday shifts.",
    "Qualified applicants with arrest or conviction records will be considered for employment in accordance with the Los Angeles Fair Chance Initiative for Hiring Ordinance and the California Fair Chance Act.",
  ],
  employmentTypes: ["FULL_TIME", "PART_TIME"],
  firstPosted: "2026-10-01",
  renewEveryDays: 90,
  closesOn: null,
  locality: "Los Angeles",
  region: "CA",
  baseSalary: null,
};

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The dates of the posting in force on `today` (UTC calendar days), or null once hiring has closed. */
export function postingDates(job: JobPosting, today: Date): { datePosted: string; validThrough: string } | null {
  if (!job.open) return null;
  const first = Date.parse(`${job.firstPosted}T00:00:00Z`);
  const period = job.renewEveryDays * DAY;
  const start = first + Math.max(0, Math.floor((today.getTime() - first) / period)) * period;
  let validThrough = isoDay(start + period - DAY);
  if (job.closesOn && job.closesOn < validThrough) validThrough = job.closesOn;
  if (validThrough < isoDay(today.getTime())) return null;
  return { datePosted: isoDay(start), validThrough };
}

/** When the posting last changed, for the sitemap: the day the posting in force went up, or the day it closed. */
export function postingChanged(job: JobPosting, today: Date): string {
  return postingDates(job, today)?.datePosted ?? job.closesOn ?? job.firstPosted;
}
