/**
 * The blog: categories, the three published articles (newest first) and the Coming Soon list.
 * Company facts come from the site configuration; no prices, awards, client names or invented figures.
 */
import { site } from "../config/site";
import { article } from "./article";
import { factWords } from "./facts";
import type { BlogCategory, BlogPost } from "./types";

/** How far ahead to book, as ./facts.ts states it. */
const en = factWords("en");

export const blogCategories: BlogCategory[] = [
  { slug: "event-parking-tips", name: "Event Parking Tips" },
  { slug: "valet-industry-insights", name: "Valet Industry Insights" },
  { slug: "behind-the-scenes", name: "Behind the Scenes" },
  { slug: "luxury-hospitality-trends", name: "Luxury Hospitality Trends" },
  { slug: "logistics-security", name: "Logistics & Security" },
];

const WORDS_PER_MINUTE = 225;

/** Counts the words a reader actually reads: headings, paragraphs and list items. */
function countWords(body: BlogPost["body"]): number {
  const text = body.map((block) => (block.type === "ul" ? block.items.join(" ") : block.text)).join(" ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** A body's reading time in whole minutes, at about 225 words per minute. */
export function readingMinutes(body: BlogPost["body"]): number {
  return Math.max(1, Math.round(countWords(body) / WORDS_PER_MINUTE));
}

function post(data: Omit<BlogPost, "readTime">): BlogPost {
  return { ...data, readTime: `${readingMinutes(data.body)} min read` };
}

export const blogPosts: BlogPost[] = [
  post({
    slug: "stress-free-wedding-valet",
    title: "How to Plan a Stress-Free Wedding Valet Service",
    metaDescription:
      "Plan a stress-free wedding valet in Los Angeles: when to book, how many attendants you need, a sample day-of timeline and tips for hillside venues.",
    excerpt:
      "When to book, how many attendants you need and what a wedding-day valet timeline looks like, from the first arrival to the last car out.",
    category: "event-parking-tips",
    date: "2026-10-06",
    author: `The {company} events team`,
    art: "gardens",
    artAlt:
      "Line illustration of a garden wedding venue: an arch of climbing roses over a gravel drive, string lights between olive trees and a valet podium at the entrance.",
    body: article(`
      Guests remember how a wedding day began, and for most of them it begins with parking. At many Los Angeles venues, whether a garden estate in the hills, a beach club or a hotel ballroom, finding a space is the first thing guests have to solve. A well-planned valet service turns that moment into a welcome instead. This guide walks through the decisions in the order you will make them.

      ## Book early, especially in peak season

      Wedding season in Southern California runs roughly from May through October, and the most popular Saturdays fill first. We recommend reserving valet ${en.weddingLeadTime} before the date, around the time you finalize the venue and the caterer. That leaves room for a site visit and for any permits the venue or the city requires. If your date is sooner, call us anyway at {phone}; availability changes as other plans shift.

      ## Share the details that shape the plan

      A useful quote depends on a handful of facts. Have these ready when you fill out the request form:

      - The guest count, and roughly how many guests will drive. Couples and families usually share a car.
      - Ceremony and reception start times, and whether both happen at the same place.
      - The venue name and address, plus where cars can actually be parked: an on-site lot, a garage, a neighboring lot or an off-site area.
      - The venue's rules: setup times, curb restrictions, quiet hours and any areas that must stay clear.
      - Anything special: guests with limited mobility, a getaway car, vendor vans that need to stay near the kitchen.

      ## Staff for the arrival wave, not the average

      Guests do not trickle in evenly. Most arrive in the half hour or so before the ceremony, and most leave in two groups: after dinner and after the last dance. Our rule of thumb is one valet attendant for every 25 to 30 guests, which keeps the line at the curb short during those waves. For 150 guests, that means five or six attendants; for 250 guests, about nine or ten. A long walk from the drop-off to the parking area or a steep driveway calls for extra runners, and we will tell you so after the site visit rather than after the line has formed.

      ## A sample wedding-day timeline

      Every venue is different, but a day with a 5:00 pm ceremony typically looks like this:

      - 3:45 pm: the team arrives, walks the site with the venue coordinator, sets out cones and signs, and positions the steel-lock key podium.
      - 4:15 pm: pre-shift briefing on the parking plan, accessibility needs, the order of the evening and radio checks.
      - 4:20 to 5:00 pm: the arrival wave. Every car gets a numbered ticket, a condition check and an entry in the digital log before it is parked.
      - 5:00 to 9:30 pm: attendants stay posted, keep the drive clear for vendors and reposition cars for guests who plan to leave early.
      - 9:30 pm onward: departures. Cars are brought up as guests ask for them, and staged ahead of the final rush so the wait at the curb stays short.
      - After the last car: every key is reconciled against the log before the team leaves.

      ## Plan for the hills, the coast and the neighbors

      Los Angeles venues bring their own puzzles. Hillside estates in areas like Bel Air and the Hollywood Hills often sit on narrow, winding streets with little or no shoulder, so we plan a one-way flow, post attendants at blind corners and, on steep grades, set the parking brake and turn the wheels toward the curb on every car. Beach venues in Malibu and Santa Monica share the road with weekend traffic on Pacific Coast Highway, so we build extra time into the arrival. Residential venues have neighbors: we keep driveways and hydrants clear, respect quiet hours and keep late-night noise to a minimum. Some cities regulate curbside valet and require permits, and we check the rules for your venue as part of planning.

      ## Tell your guests what to expect

      One line on the wedding website or the invitation insert, such as "Valet parking will be available at the main entrance," saves guests from circling the block. If cars will be parked off-site, say so, and remind guests to keep their claim ticket with them. If you expect some guests to leave their cars overnight and take a ride home, tell us in advance so we can agree on how those keys are secured and when the cars will be collected.

      ## Protecting cars and keys

      A wedding can put a hundred or more cars in our care for a single evening. Keys are kept in a steel-lock podium that is never left unattended, and every car is logged with its ticket number, description, condition notes and parking spot. Our attendants are background-checked and uniformed, and the company carries {liabilityCoverage} in liability coverage. The specifics for your event, including what is covered and how a claim is handled, are set out in the service agreement you sign before the date.

      ## Small touches guests notice

      - A clearly marked, well-lit drop-off with a greeter, so guests know exactly where to stop.
      - An attendant to help older guests out of the car and toward the entrance.
      - Umbrellas at the podium when the forecast calls for rain.
      - The getaway car staged at the exit before the send-off.

      ## The short version

      Book ${en.weddingLeadTime} out, share accurate numbers, staff for the waves and let one team own the arrival from start to finish. When you are ready, send a booking or quote request online and we will reply within ${site.replyHours.request} hours.
    `),
  }),
  post({
    slug: "restaurant-valet-value",
    title: "How Valet Parking Adds Value for Restaurants",
    metaDescription:
      "How valet parking helps Los Angeles restaurants: calmer arrivals, on-time reservations, staffing for the dinner rush and questions to ask a valet company.",
    excerpt:
      "For a restaurant, the meal starts at the curb. Here is where valet adds value and how to set up a program that runs smoothly on your busiest night.",
    category: "valet-industry-insights",
    date: "2026-08-25",
    author: `The {company} team`,
    art: "boulevard",
    artAlt:
      "Line illustration of a restaurant on a palm-lined boulevard at dusk: an awning, a few sidewalk tables and a uniformed attendant at a valet podium by the curb.",
    body: article(`
      For a restaurant in Los Angeles, the meal starts at the curb. A guest who circled the block for fifteen minutes walks in late and a little irritated, and the table turns late with them. Valet parking will not fix a kitchen, but it removes one of the most common frustrations before guests reach the host stand. Here is where the value comes from, and how to set up a program that works.

      ## Parking is part of the guest experience

      On busy dining corridors such as Sunset Boulevard, Melrose Avenue, La Brea Avenue or Abbot Kinney, street parking is scarce at dinner time, meter rules and time limits change from block to block, and many restaurants have little or no parking of their own. Valet turns that uncertainty into a simple promise: pull up, hand over the keys, walk in. For guests celebrating an occasion, guests dressed for an evening out and guests with limited mobility, that promise matters.

      ## Reservations that arrive on time

      When guests do not have to hunt for a space, they are more likely to arrive when they said they would. That helps the host stand seat parties on schedule and keeps the flow of tickets to the kitchen even across the evening. Every dining room is different, so we will not put a single number on it, but managers tend to feel the difference on a busy Friday night.

      ## What a good restaurant valet program looks like

      - A staffing plan built around your covers: more attendants during the main seatings, fewer in the early and late hours.
      - A drop-off point agreed with you and, where the city requires it, permitted, so cars do not block traffic, bike lanes or a neighbor's driveway.
      - A clear parking plan: your own lot, a leased lot nearby or a garage, with the walking time known in advance.
      - Key control you can trust: a steel-lock podium, numbered tickets and a digital log of every car.
      - Uniformed, background-checked attendants who greet guests the way your own staff would.
      - A direct line between the podium and the host stand for large parties and guests who need extra help.

      ## Staffing around the dinner rush

      Restaurants are not weddings. Arrivals spread across the evening, but they peak with the main seatings, and we schedule attendants to match your reservation book and your walk-in patterns. The guideline we use for events, one attendant for every 25 to 30 guests, is a good starting point for a private dining buyout. For regular service, what matters more is how many cars arrive in the busiest half hour and how long the round trip to the parking area takes. A lot across the street and a garage three blocks away need very different staffing.

      ## Retrieval that matches the check

      The last impression counts as much as the first. One simple habit makes a real difference: when a table asks for the check, the server or host lets the podium know, and the car is waiting when the guests step outside. Guests can also hand their claim ticket to the host on the way out. Either way, nobody stands on the sidewalk wondering where their car is.

      ## Protecting your reputation

      The valet attendant is the first and last person many of your guests see, so in their eyes the attendant is part of your staff. That is why our attendants are background-checked and uniformed, and why every car gets a condition check at drop-off that is recorded in the log. If a guest asks about a scratch, there is a record from the moment the car arrived. The company carries {liabilityCoverage} in liability coverage and workers' compensation for its team, and the details of the service, from hours and parking location to who is responsible for what, are written into an agreement before the first shift.

      ## Ways to structure the cost

      Restaurants handle valet in different ways. Some have guests pay a set fee at the podium, some cover the service as a courtesy, and some mix the two, for example by validating for guests with a reservation. The right choice depends on your price point, your neighborhood and what nearby restaurants do. We walk through the options with you and put the quote in writing; we do not publish prices, because the parking plan, the hours and the staffing are different at every location.

      ## Questions to ask any valet company

      - Where are the keys kept, and how are they secured when the podium gets busy?
      - How is each car's condition recorded at drop-off?
      - What insurance do you carry, and can you provide a certificate of insurance?
      - Where will cars be parked, and who arranges the lot?
      - Who handles the curbside permit if the city requires one?
      - Who is the lead on site, and how do we reach them during service?

      ## Getting started

      A good program starts with a walk-through at the time of day when you are busiest, so the plan reflects your real traffic rather than a quiet afternoon. Tell us about your restaurant through the quote form or call {phone}, and we will reply within ${site.replyHours.request} hours to set up a visit.
    `),
  }),
  post({
    slug: "day-in-the-life-valet-attendant",
    title: "A Day in the Life of a Valet Attendant",
    metaDescription:
      "Follow a valet attendant through an event shift in Los Angeles: the site walk, the arrival wave, key control, condition checks and closing out the night.",
    excerpt:
      "Guests see an attendant for about a minute at each end of the evening. Here is the full shift behind that minute, from the site walk to the last key.",
    category: "behind-the-scenes",
    date: "2026-07-14",
    author: `The {company} team`,
    art: "hills",
    artAlt:
      "Line illustration of a winding hillside road above Los Angeles at twilight, with a hilltop home, a row of parked cars and a valet podium lit by a lantern.",
    body: article(`
      Guests see a valet attendant for about a minute at each end of the evening: a greeting, a ticket, and a car that appears when they need it. Behind that minute is a full shift of planning, walking, checking and counting. Here is what a typical Saturday looks like for one of our attendants working a private event in the hills above Los Angeles. The times are only an example; every event has its own schedule.

      ## Afternoon: getting ready

      The day starts before anyone puts on a uniform. The event lead sends the team the details: the address, the call time, the guest count, where cars will be parked and any notes from the host, such as a guest who uses a wheelchair, a car that must stay by the front door or neighbors who asked that the street stay clear. Attendants plan their route with traffic in mind, because a drive across the Westside on a Saturday afternoon can take much longer than the map suggests.

      Uniforms are pressed, shoes are comfortable and phones are charged. An attendant covers a lot of ground on foot during an event, often uphill.

      ## Arriving on site: the walk-through

      The team arrives about an hour before the first guest. The lead walks the site with the host or the venue coordinator and confirms the plan: where the drop-off is, where the podium goes, which way cars flow, where they will be parked and how long the walk back takes. In the hills, that can mean a narrow, winding street with no sidewalk, a steep driveway and a parking area some distance away. Attendants walk the route before the first car arrives, because running it for the first time in the dark is how mistakes happen.

      Then comes setup: cones to mark the drop-off lane, signs, the steel-lock key podium, ticket books, flashlights and, when the forecast calls for it, umbrellas.

      ## The pre-shift briefing

      Five minutes that shape the night. The lead assigns roles: greeters at the curb, runners who park and retrieve, and one person who stays at the podium at all times. The team reviews special requests and the order of the evening, including when dinner is served, when speeches might keep guests inside and when the departure rush is likely to come.

      ## The arrival wave

      When guests start to arrive, the pace picks up quickly. For every car, the routine is the same:

      - Greet the guest, open the door and offer a hand where it helps.
      - Hand over a claim ticket and attach the matching tag to the key.
      - Walk around the car and note any existing scratches, dents or scuffs.
      - Record the car in the digital log: ticket number, make, model, color, license plate and condition notes.
      - Drive to the parking area at an unhurried pace and park the car; on a slope, set the parking brake and turn the wheels toward the curb.
      - Return the key to the steel-lock podium and log where the car is parked.

      This half hour is why we staff events at one attendant for every 25 to 30 guests. That ratio is what keeps the line at the curb down to a car or two.

      ## The middle of the evening

      Once guests are inside, the work changes. Attendants keep the drop-off lane clear for late arrivals, caterers and rideshare pickups. They reposition cars for guests who mentioned an early exit, make sure nothing in the parking area blocks a driveway or a hydrant, and take their breaks in turns. The podium is never left alone: the keys stay locked, and only the team on duty has access to them.

      ## The departure rush

      Departures come in clusters: a few after dinner and a larger wave at the end of the night. Experienced attendants read the room, noticing a guest collecting a coat or a host saying goodbyes, and the lead may ask the host's staff for a heads-up so cars can be brought up ahead of the rush. Every retrieval follows the log: match the ticket to the key, bring the car around, walk around it with the guest if they would like, and hand back the keys. Rushing is the enemy. A careful retrieval that takes a minute longer is better than a fast one that leaves a mark.

      ## Closing out the night

      When the last guest leaves, the work is not quite finished. The lead reconciles the podium against the digital log: every ticket issued has a matching key returned, and every car is accounted for. If a guest chose to leave a car overnight, the key is secured as agreed with the host in advance. Then the team collects the cones and signs, checks the street and the parking area for litter, and leaves only when the site looks the way it did when they arrived.

      ## What makes a great attendant

      Driving skill matters, but it is only part of the job. The best attendants stay calm under pressure, are courteous with everyone from the host to a neighbor walking a dog, and are meticulous about details like a ticket number or a note about a bumper. They understand that handing over the keys to a car is an act of trust.

      Every member of our team is background-checked and trained on our key-control and condition-check routines before working an event. If this sounds like work you would enjoy, our careers page explains how to apply, and we reply to every application within ${site.replyHours.application} hours.
    `),
  }),
];

export const comingSoonTopics: string[] = [
  "Holiday Party Parking: Planning Around the December Rush",
  "Inside the Key Podium: How Every Key Stays Accounted For",
  "What Guests Expect at the Curb of a Luxury Hotel",
];

export function getPost(slug: string): BlogPost | undefined {
  return blogPosts.find((entry) => entry.slug === slug);
}
