import type { Testimonial } from "./types";

/**
 * Client testimonials. Every entry is five stars. Authors are shown as first name and last initial;
 * titles describe the role or the event, never a real business. The entries marked `sample` are the launch
 * template's stand-ins: replace them with what clients said, and mark a review `verified` (with where it can be
 * read) only when a client gave it on a public platform.
 */
export const testimonials: Testimonial[] = [
  {
    id: "bride-bel-air-rain",
    rating: 5,
    sample: true,
    text: "It started raining an hour before our ceremony at a hillside estate, and the valet team simply adjusted. They moved the drop-off under the covered entry, had umbrellas at every car door and kept the narrow driveway clear for the shuttle. Not one guest arrived wet, and I only heard about the rain plan afterward.",
    author: "Olivia R.",
    title: "Bride, Bel Air hillside wedding",
    location: "Bel Air",
  },
  {
    id: "groom-malibu-oceanfront",
    rating: 5,
    sample: true,
    text: "Our venue sits right on Pacific Coast Highway, and I was worried about guests turning in and out of traffic. The coordinator walked the site with us two weeks before, arranged a staging lot down the road and had attendants guiding every turn. At the end of the night, cars were waiting in the order guests left.",
    author: "Daniel K.",
    title: "Groom, Malibu oceanfront wedding",
    location: "Malibu",
  },
  {
    id: "planner-pasadena-estate-wedding",
    rating: 5,
    sample: true,
    text: "I plan about twenty weddings a year, and parking is usually what I worry about most. With this team I get a clear staffing plan, a named coordinator and a confirmation call the day before. At a Pasadena estate with 220 guests and a tight residential street, they kept the neighbors happy and the line moving.",
    author: "Marisol T.",
    title: "Wedding planner, Pasadena estate wedding",
    location: "Pasadena",
  },
  {
    id: "mother-of-bride-santa-monica",
    rating: 5,
    sample: true,
    text: "My daughter's reception was at a small hotel near Ocean Avenue, with many older relatives flying in. The attendants helped my aunt out of the car, walked her to the door and remembered her name when she left. Those small moments mattered to our family as much as anything else about the evening.",
    author: "Catherine L.",
    title: "Mother of the bride, Santa Monica reception",
    location: "Santa Monica",
  },
  {
    id: "corporate-product-launch-dtla",
    rating: 5,
    sample: true,
    text: "We hosted 400 guests for a product launch in the Arts District, with press arriving on a tight schedule. The coordinator set up a separate lane for media and executives, and the valet line never backed up onto the street. Every key was logged and every car came back exactly as it arrived.",
    author: "Priya S.",
    title: "Corporate Events Manager, product launch",
    location: "Downtown Los Angeles",
  },
  {
    id: "executive-meetings-century-city",
    rating: 5,
    sample: true,
    text: "I book valet for our leadership meetings several times a year, usually for 30–40 executives. The team arrives early, greets everyone by name from the guest list and has cars ready the moment the session ends. The invoice always matches the quote, and my requests get a reply the same day.",
    author: "James W.",
    title: "Executive Assistant, quarterly leadership meetings",
    location: "Century City",
  },
  {
    id: "hotel-gm-boutique-weho",
    rating: 5,
    sample: true,
    text: "We moved our front-drive valet to this team for round-the-clock coverage. Arrivals at 2 a.m. are handled as carefully as the Friday evening rush, and the digital key log and condition checks have ended the damage disputes we used to have. Guest comments about arrival have improved noticeably since.",
    author: "Michael D.",
    title: "General Manager, boutique hotel",
    location: "West Hollywood",
  },
  {
    id: "restaurant-owner-santa-monica",
    rating: 5,
    sample: true,
    text: "Parking near our restaurant is difficult, and we were losing reservations because of it. Since adding valet Thursday through Sunday evenings, regulars tell us they come more often. The attendants are courteous, they understand our table turn times, and on busy nights they add an extra person without my having to ask.",
    author: "Elena V.",
    title: "Chef and owner, neighborhood restaurant",
    location: "Santa Monica",
  },
  {
    id: "hotel-events-director-beverly-hills",
    rating: 5,
    sample: true,
    text: "Our ballroom hosts weddings and fundraisers most weekends, on top of regular hotel traffic. The team coordinates with our front desk and banquet captains, staffs up for each event and returns to the normal schedule afterward. Having one valet partner for both daily service and large events has made planning far simpler.",
    author: "Laura F.",
    title: "Director of Events, luxury hotel",
    location: "Beverly Hills",
  },
  {
    id: "host-fiftieth-birthday-beverly-park",
    rating: 5,
    sample: true,
    text: "For my husband's fiftieth we had 90 guests at the house, on a quiet private street. The coordinator arranged parking nearby, ran a discreet shuttle loop and made sure the gate staff had the guest list. Neighbors never saw a line of cars, and guests had their keys back within minutes of asking.",
    author: "Jennifer P.",
    title: "Private host, 50th birthday celebration",
    location: "Beverly Park",
  },
  {
    id: "host-garden-party-brentwood",
    rating: 5,
    sample: true,
    text: "We host a garden party every June, and this was the first year nobody talked about parking. The attendants were polite, well dressed and quick, and they kept the driveway clear for the caterers. I appreciated that they walked around each car with the guest at drop-off. It felt like part of our hospitality.",
    author: "Susan H.",
    title: "Private host, summer garden party",
    location: "Brentwood",
  },
  {
    id: "holiday-host-pacific-palisades",
    rating: 5,
    sample: true,
    text: "Our family holiday party falls the week before Christmas, so I booked in early November on the team's advice. The night was cold and busy, yet cars came back quickly and in order, and when a guest left a gift in her trunk, an attendant brought it to the door. We have already reserved next December.",
    author: "Rachel G.",
    title: "Host, family holiday party",
    location: "Pacific Palisades",
  },
  {
    id: "holiday-office-party-hollywood",
    rating: 5,
    sample: true,
    text: "I organized our company holiday party for 150 employees at a rooftop venue. The coordinator handled the building's loading dock rules and the late-night street restrictions so I did not have to. When the party ended at midnight, the line cleared in about fifteen minutes, and several colleagues asked who we had used.",
    author: "Kevin M.",
    title: "Office Manager, company holiday party",
    location: "Hollywood",
  },
  {
    id: "gala-chair-300-car-exit",
    rating: 5,
    sample: true,
    text: "At our annual benefit we had just over 300 cars, and in past years the exit line had taken close to an hour. This year the team staged vehicles by table as the program wound down, and the last guest drove away in under 20 minutes. Our donors left talking about the evening, not the wait.",
    author: "Victoria A.",
    title: "Gala Chair, annual benefit gala",
    location: "Beverly Hills",
  },
  {
    id: "nonprofit-development-director",
    rating: 5,
    sample: true,
    text: "As a non-profit, every dollar we spend on logistics is a dollar not spent on our programs. The team offered non-profit pricing, helped us size the staff correctly for 250 guests and treated our donors like hotel guests. Their planning call covered details we had missed, including a separate arrival point for honorees.",
    author: "Andrea N.",
    title: "Director of Development, children's health charity",
    location: "Santa Monica",
  },
  {
    id: "event-planner-private-corporate",
    rating: 5,
    sample: true,
    text: "I work with several valet companies across Los Angeles, and this is the one I call for clients who notice everything. The attendants are consistent from event to event, the coordinator answers the phone on a Saturday night, and any question after the event gets a clear answer the next morning.",
    author: "Natalie B.",
    title: "Event planner, private and corporate events",
    location: "Los Angeles",
  },
];

/** The three testimonials shown on the home page. */
export const homeTestimonialIds: string[] = ["bride-bel-air-rain", "hotel-gm-boutique-weho", "gala-chair-300-car-exit"];

/** The four testimonials shown on the /testimonials page. */
export const testimonialsPageIds: string[] = [
  "planner-pasadena-estate-wedding",
  "corporate-product-launch-dtla",
  "restaurant-owner-santa-monica",
  "host-fiftieth-birthday-beverly-park",
];

/** Returns the testimonials with the given ids, in the given order. Throws on an unknown id. */
export function getTestimonials(ids: readonly string[]): Testimonial[] {
  return ids.map((id) => {
    const testimonial = testimonials.find((t) => t.id === id);
    if (!testimonial) {
      throw new Error(`Unknown testimonial id: ${id}`);
    }
    return testimonial;
  });
}
