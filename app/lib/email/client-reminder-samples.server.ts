import type { ContentSnapshot } from "~/content/live";
import { type ClientReminderData, clientReminderEmail } from "./kinds/client-reminder.server";
import { inBothLanguages, type SampleEmail, sampleSite } from "./samples.server";

/*
 * The client's reminder in each language, from realistic data, for the preview (`npm run emails`,
 * scripts/preview-emails.js). The venue is the client's typing: the English one has markup in it.
 */

const reminder: ClientReminderData = {
  reference: "GK-7F3K2Q",
  language: "en",
  eventDate: "2027-06-19",
  arrival: "16:00",
  endTime: "00:30",
  attendants: 8,
  venueName: "The Rose Garden Estate <b>north gate</b>",
  venueAddress: "2200 Hillcrest Rd, Beverly Hills, CA 90210",
  coordinatorName: "Marisol Vega",
  coordinatorPhone: "(310) 555-0142",
};

export function clientReminderSamples(content: ContentSnapshot): SampleEmail[] {
  return inBothLanguages(
    "client-reminder",
    clientReminderEmail,
    reminder,
    { venueName: "Hacienda Los Olivos", venueAddress: "1200 Olive Ave, Pasadena, CA" },
    { ...sampleSite, content },
  );
}
