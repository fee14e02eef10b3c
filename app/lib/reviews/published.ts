import type { Lang } from "~/lib/lang";

/*
 * The clients' reviews the site shows: approved by the owner, with the client's consent (~/lib/reviews). They join
 * the content snapshot the way an edition does (docs/content.md): each server loads them with the published
 * document when the content version changes (~/lib/content/live.server.ts), and approving, hiding or answering one
 * bumps that version. Pages read them from the snapshot (`content.reviews`).
 */

export interface ClientReview {
  id: number;
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  /** The name the client chose to show, e.g. "Ana G.". */
  name: string;
  /** The language the client wrote in. */
  lang: Lang;
  /** The booking form's service type ("Wedding"). */
  serviceType: string;
  /** YYYY-MM of the event. */
  eventMonth: string;
  /** The owner's public reply, or "". */
  answer: string;
  createdAt: string;
}

/** The figures the site shows when the owner chose real ones (/staff/reviews): from the reviews and bookings. */
export interface RealFigures {
  /** Confirmed bookings whose date has passed, plus the owner's starting number. */
  eventsServed: number;
  /** The published reviews' average, one decimal ("4.8"), or null while there is none. */
  averageRating: string | null;
  reviewCount: number;
}

export interface PublishedReviews {
  /** Newest first. */
  reviews: ClientReview[];
  /** Null while the owner shows the stated figures. */
  figures: RealFigures | null;
}

/** The average of ratings, one decimal, as the site writes it ("4.8"). */
export const averageOf = (ratings: readonly number[]) =>
  ratings.length ? (ratings.reduce((sum, r) => sum + r, 0) / ratings.length).toFixed(1) : null;
