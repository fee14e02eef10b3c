import { z } from "zod";

/*
 * The owner's forms at /staff/reviews: an answer to a review, and the choice of the figures the site states. One
 * schema each, read by the page and the server.
 */

export const ANSWER_MAX_CHARS = 600;
export const STARTING_EVENTS_MAX = 1_000_000;

export const answerSchema = z
  .string()
  .transform((v) => v.replace(/\r\n?/g, "\n").trim())
  .pipe(z.string().max(ANSWER_MAX_CHARS, `An answer can have at most ${ANSWER_MAX_CHARS} characters.`));

export const figuresSchema = z.object({
  mode: z.enum(["stated", "real"], { message: "Choose stated or real figures." }),
  startingEvents: z
    .string()
    .trim()
    .transform((v) => v.replace(/,/g, ""))
    .refine((v) => v === "" || /^\d+$/.test(v), "Enter the starting number of events as a whole number, e.g. 480.")
    .transform((v) => (v === "" ? 0 : Number(v)))
    .refine((n) => n <= STARTING_EVENTS_MAX, `Enter at most ${STARTING_EVENTS_MAX.toLocaleString("en-US")} events.`),
});

export type FiguresChoice = z.output<typeof figuresSchema>;
