/**
 * City pages under /locations/{slug}. One shared template renders every city; the data differs city by city
 * (landmarks, venues, local logistics), so no two pages read as the same text with the name swapped.
 * The first eleven entries are the header's Locations list, in the header's order.
 */
import { site } from "../config/site";
import type { Location } from "./types";

const UPDATED = "2026-11-01";

export const locations: Location[] = [
  /* ---------------------------------------------------------------------------------------------- */
  {
    slug: "los-angeles",
    name: "Los Angeles",
    inHeader: true,
    metaTitle: "Valet Parking in Los Angeles | Homes, Museums & Venues",
    metaDescription:
      "Uniformed, insured valet teams for weddings, galas and private parties across Los Angeles, from Hancock Park homes to museum courtyards and hotel ballrooms.",
    heading: "Valet Parking in Los Angeles, California",
    heroIntro:
      "From Hancock Park living rooms to museum courtyards on Wilshire Boulevard, we plan valet around how each Los Angeles neighborhood actually drives and parks.",
    artAlt:
      "Line illustration of Griffith Observatory's three domes on the crest of the hills, with a few downtown towers small in the distance",
    landmarks: ["Griffith Observatory", "Los Angeles County Museum of Art (LACMA)", "Exposition Park", "Hancock Park"],
    intro: [
      `Los Angeles is less a single city than a patchwork of neighborhoods, each with its own curb rules and traffic rhythm. An evening event near Griffith Observatory means switchback roads through Griffith Park and a hilltop lot that fills by sunset. A reception on Museum Row beside the Los Angeles County Museum of Art means Wilshire Boulevard at rush hour. {company} plans each booking around the block it happens on, not around a template.`,
      "Around Exposition Park, the museums, the Coliseum and BMO Stadium can draw tens of thousands of people on the same night, so we read the event calendar before we suggest a start time. A few miles north, the homes of Hancock Park on streets such as June Street and Lucerne Boulevard host garden receptions where curb space is scarce and neighbors notice every idling engine.",
      "Between those extremes sit Los Feliz hillside homes, Silver Lake dinner parties and studio screenings on the Eastside and Westside alike. The city is large, but the questions we ask are always local: where the first car stops, where the last one is parked and how the street looks the next morning to the people who live on it. Each host receives a plan written for their address, with the staging spot marked on a map.",
    ],
    specialServices: [
      "Neighborhood-specific parking plans",
      "Museum and cultural venue receptions",
      "Residential garden and holiday parties",
      "Stadium and concert night traffic planning",
    ],
    serviceCards: [
      {
        title: "Homes & Neighborhood Parties",
        body: "Garden receptions, milestone birthdays and holiday dinners on residential streets where curb space is scarce and neighbors are close.",
        bullets: [
          "Arrival lane kept clear of driveways and hydrants",
          "Cars parked in arranged lots or approved nearby spaces",
          "Quiet, courteous runners on residential blocks",
        ],
        icon: "key",
      },
      {
        title: "Museums, Venues & Ballrooms",
        body: "Receptions at museums, historic venues and hotel ballrooms, where the arrival zone is shared with the venue's own deliveries and staff.",
        bullets: [
          "Coordination with venue security and loading-dock schedules",
          "Timed departures for large guest exits",
          "Calendar checks for nearby stadium and concert traffic",
        ],
        icon: "star",
      },
    ],
    venues: [
      "Museum courtyards and rooftop terraces",
      "Historic homes in Hancock Park and Los Feliz",
      "Hotel ballrooms along Wilshire Boulevard",
      "Event spaces in and around Exposition Park",
      "Private residences in Silver Lake and Echo Park",
    ],
    logistics: [
      "Los Angeles curbs carry a thick layer of signage: preferential parking districts that limit non-resident parking, weekly street-sweeping windows, and red curbs at hydrants and corners. When an event needs curb space, the host or venue can request temporary no-parking signs from the city ahead of time, and we help with the timing and placement questions that come with them. Where curbside staging is not realistic, we arrange a nearby surface lot or garage and run cars on short, predictable loops.",
      "Drive time is the other variable. A crosstown trip at 5 p.m. can take several times longer than the same trip at noon, so crew call times come from the actual route, we watch for weekend closures on the 10, the 101 and the 405, and attendants are in position before the first guest turns onto the street.",
    ],
    expertise: `{company} has parked cars for Los Angeles hosts since ${site.californiaSince}, in neighborhoods from the Eastside to the Westside. Every attendant is background-checked and uniformed, keys stay in steel-lock podiums for the whole event, and each vehicle receives a condition check logged digitally at drop-off. Events are covered by {liabilityCoverage} in liability insurance.`,
    updated: UPDATED,
  },

  /* ---------------------------------------------------------------------------------------------- */
  {
    slug: "hollywood",
    name: "Hollywood",
    inHeader: true,
    metaTitle: "Valet Parking in Hollywood | Premieres, Rooftops & Hills",
    metaDescription:
      "Valet for Hollywood premieres, studio events, rooftop parties and hillside homes, planned around Walk of Fame crowds, Bowl nights and narrow hill roads.",
    heading: "Valet Parking in Hollywood, California",
    heroIntro:
      "Premiere after-parties, studio screenings and hillside dinners above Franklin Avenue each need a different plan, and we build one for every Hollywood event.",
    artAlt: "Line illustration of the Hollywood Sign on the slope of Mount Lee, with the radio mast on the summit",
    landmarks: ["Hollywood Boulevard and the Walk of Fame", "TCL Chinese Theatre", "Hollywood Bowl", "Hollywood Sign"],
    intro: [
      "Hollywood runs on two levels. Down on the flats, Hollywood Boulevard is crowded with visitors reading the Walk of Fame, tour buses idle near the TCL Chinese Theatre, and rooftop lounges open as the studios close for the day. Up in the hills, the streets off Franklin Avenue and Outpost Drive narrow to a lane and a half, with hairpin turns and barely any curb. Guests often attend events in both places in the same week and expect the same calm arrival at each.",
      "Summer adds the Hollywood Bowl season, when Highland Avenue and the 101 slow to a crawl before concerts and again when they let out. We plan drop-off times and runner routes around the Bowl calendar. For hillside homes in Beachwood Canyon, below the Hollywood Sign, we usually stage cars at a lot on the flats and bring them up in short, controlled loops rather than crowding a street that tourists already use to look for the sign.",
    ],
    specialServices: [
      "Premiere and screening after-parties",
      "Studio and soundstage event support",
      "Hollywood Hills shuttle and runner loops",
      "Hollywood Bowl night traffic planning",
    ],
    serviceCards: [
      {
        title: "Premieres & Studio Events",
        body: "Red-carpet arrivals, wrap parties and screenings, where timing, privacy and an orderly line of cars matter as much as speed.",
        bullets: [
          "Staggered arrival windows for talent and guests",
          "Discreet handling of high-profile vehicles",
          "Coordination with studio security and gate lists",
        ],
        icon: "star",
      },
      {
        title: "Hillside Homes & Rooftops",
        body: "Dinners and parties in the Hollywood Hills, and rooftop venues on the flats, where parking is the first problem a host has to solve.",
        bullets: [
          "Off-site staging with shuttle or runner loops up the hill",
          "Attendants posted at tight turns to keep lanes open",
          "Garage coordination for rooftop and hotel venues",
        ],
        icon: "map",
      },
    ],
    venues: [
      "Historic theaters on Hollywood Boulevard",
      "Studio lots and soundstages",
      "Rooftop lounges and hotel terraces",
      "Hillside homes in Beachwood Canyon and the Hollywood Hills",
      "Private screening rooms",
    ],
    logistics: [
      "Hollywood Boulevard itself is rarely the right curb for valet. Sidewalks are packed, lanes close for premieres, and filming permits can take parking away with little notice. We look for side-street entrances, hotel porte-cochères and venue driveways on streets such as Selma Avenue, Cahuenga Boulevard and Sunset Boulevard, and we confirm any posted film or event restrictions during the week of the booking.",
      "In the hills, many streets carry red-flag no-parking signs that apply on high fire-danger days, and emergency access must stay open at all times. We keep fire lanes and hydrants clear, never leave a car on a blind curve, and tell the host in advance if a red-flag day would change the plan.",
    ],
    expertise: `Our Hollywood crews have worked the flats and the hills since {company} came to Los Angeles in ${site.californiaSince}. They know which side streets clear first after a Bowl concert and how to turn a full-size SUV on a hillside cul-de-sac. Staff are background-checked and uniformed, every key sits in a steel-lock podium, and {liabilityCoverage} in liability coverage stands behind each event.`,
    updated: UPDATED,
  },

  /* ---------------------------------------------------------------------------------------------- */
  {
    slug: "beverly-hills",
    name: "Beverly Hills",
    inHeader: true,
    metaTitle: "Valet Parking in Beverly Hills | Estates, Galas & Dining",
    metaDescription:
      "Valet for Beverly Hills estate parties, charity galas and Rodeo Drive events, with city permit know-how, hillside staging plans and discreet uniformed staff.",
    heading: "Valet Parking in Beverly Hills, California",
    heroIntro:
      "Beverly Hills hosts expect discretion, punctual arrivals and a team that already knows the city's parking rules; that is how we staff every event here.",
    artAlt:
      "Line illustration of the Beverly Hills sign in Beverly Gardens Park, with its lily pond in front and tall palms behind",
    landmarks: ["Rodeo Drive", "Greystone Mansion and Gardens", "Beverly Gardens Park", "Wilshire Boulevard"],
    intro: [
      "Beverly Hills fits a great deal into a small city: the boutiques of Rodeo Drive, grand hotels along Wilshire Boulevard, and residential streets in the flats lined with palms and sycamores. North of Sunset Boulevard the grid gives way to canyon roads and hillside estates. Parking etiquette is part of the culture here. Neighbors notice a car on a parkway, and hosts notice when a guest waits more than a minute at the door.",
      "Greystone Mansion and Gardens, the city-owned Doheny estate, hosts weddings and receptions on grounds where the drive is steep and space for cars is limited. Down in the flats, Beverly Gardens Park runs along Santa Monica Boulevard, and its seasonal events bring their own traffic. We treat each site on its own terms and settle the arrival lane, key control and return route before the first guest arrives.",
    ],
    specialServices: [
      "Estate and private residence events",
      "Charity gala and hotel ballroom support",
      "City permit and curb-use coordination",
      "Discreet service for high-profile guests",
    ],
    serviceCards: [
      {
        title: "Estate Parties & Private Dinners",
        body: "Residential events in the flats and the hills, staffed so guests are greeted at the door and neighbors barely notice the cars.",
        bullets: [
          "Walk-through of driveways, gates and turnarounds",
          "Staging that respects neighboring driveways",
          "Vehicle condition checks logged at drop-off",
        ],
        icon: "key",
      },
      {
        title: "Galas, Hotels & Fine Dining",
        body: "Ballroom galas, award dinners and restaurant service along Wilshire Boulevard and in the Golden Triangle, where the curb is shared and every minute at the door counts.",
        bullets: [
          "Porte-cochère and curb-lane coordination with venue staff",
          "Departure planning for large ballroom exits",
          "About one attendant for every 25-30 guests",
        ],
        icon: "glass",
      },
    ],
    venues: [
      "Private estates north of Sunset Boulevard",
      "Hotel ballrooms on Wilshire Boulevard",
      "Greystone Mansion and Gardens",
      "Restaurants in the Golden Triangle",
      "Family homes in the Beverly Hills flats",
    ],
    logistics: [
      "The city keeps tight control of its curbs. Overnight street parking is restricted without a permit, many residential blocks allow only permit holders during the day, and valet operations that use the public right-of-way need city approval. We review the address against these rules early and tell the host what, if anything, has to be requested in advance.",
      "Canyon roads such as Benedict Canyon Drive and Coldwater Canyon Drive carry commuter traffic between the Valley and the Westside, so hillside events need attendants posted where guests turn in. In the flats, wide streets make staging easier, but lanes must stay clear for residents and emergency vehicles, and we never park on lawns or across driveways.",
    ],
    expertise: `Beverly Hills has been a core service area for {company} since we opened in Los Angeles in ${site.californiaSince}. Our attendants are background-checked, wear the company uniform and follow a quiet protocol for high-profile guests: no photos, no talk about who arrived, and keys locked in steel podiums. Each car's condition is checked and recorded digitally, and every booking carries {liabilityCoverage} in liability coverage.`,
    updated: UPDATED,
  },

  /* ---------------------------------------------------------------------------------------------- */
  {
    slug: "beverly-park",
    name: "Beverly Park",
    inHeader: true,
    metaTitle: "Valet Parking in Beverly Park | Gated Estate Events",
    metaDescription:
      "Valet for private events in Beverly Park's gated estates: guard-gate guest lists, off-site staging below Mulholland Drive and shuttle loops for every guest.",
    heading: "Valet Parking in Beverly Park, California",
    heroIntro:
      "Events inside Beverly Park begin at the guard gate, so our plan starts there too, with guest lists, off-site staging and an unhurried ride to the front door.",
    artAlt:
      "Line illustration of a gatehouse and gate at the foot of a winding drive, with estates and cypress trees along the ridge above",
    landmarks: ["Mulholland Drive", "Coldwater Canyon Drive", "Franklin Canyon Park", "Coldwater Canyon Park"],
    intro: [
      "Beverly Park is a guard-gated enclave high in the Santa Monica Mountains above Beverly Hills, reached from the ridge roads around Mulholland Drive and Coldwater Canyon Drive. Its estates sit on large lots behind private gates, with long drives and motor courts designed for the owner's cars, not for a hundred guests. For most events, guest parking inside the community is not an option, and the real work happens before anyone reaches the gate.",
      "That turns a party into a small transport operation. We secure a staging location below the hill, run shuttles or valet loops up to the estate, and coordinate every arrival with the gatehouse and the household's own security team. The drive home passes the open space of Franklin Canyon Park and Coldwater Canyon Park on a winding, unlit descent, so departures are paced and no driver is hurried onto the canyon road.",
    ],
    specialServices: [
      "Guard-gate guest list coordination",
      "Off-site staging and shuttle loops",
      "Estate motor court management",
      "Liaison with private household security",
    ],
    serviceCards: [
      {
        title: "Gated Estate Arrivals",
        body: "A guest list shared with the gatehouse and a clear drop-off at the motor court, so the first impression of the evening is an easy one.",
        bullets: [
          "Guest names and plates confirmed with gate staff in advance",
          "Motor court arranged for drop-off and quick turnaround",
          "Attendants briefed on household privacy rules",
        ],
        icon: "shield",
      },
      {
        title: "Shuttle & Off-Site Parking",
        body: "When the estate cannot hold every car, we park them below the hill and bring guests up by shuttle or valet loop on a steady schedule.",
        bullets: [
          "Off-site lot secured and staffed for the whole event",
          "Shuttle timing matched to the host's run of show",
          "Return trips paced for safe driving on canyon roads",
        ],
        icon: "car",
      },
    ],
    venues: [
      "Private estates with motor courts",
      "Hilltop gardens and pool terraces",
      "Tented lawn receptions",
      "Fundraisers and holiday parties hosted at family homes",
    ],
    logistics: [
      "Because the community is private, its homeowners' association and security staff set the rules inside the gate: which vehicles may enter, where they may stop and how long outside contractors may stay. We work within those rules, send vehicle and staff details when the gatehouse asks for them, and keep our crew and equipment to the areas the household approves.",
      "Outside the gate, Mulholland Drive and Coldwater Canyon Drive are two-lane roads with blind curves, little or no shoulder and heavy commuter traffic at rush hour. Shuttles wait in designated spots rather than on the roadway, drivers avoid U-turns near the entrance, and on red-flag fire days we adjust the plan so every lane stays open for emergency vehicles.",
    ],
    expertise: `Estate events in the hills above Beverly Hills have been part of {company}'s work since ${site.californiaSince}. The crews we send to gated communities are background-checked and uniformed, used to signing in at a gatehouse and quiet around private homes. Keys stay in steel-lock podiums, every car is inspected and logged digitally on arrival, and {liabilityCoverage} in liability coverage backs the event.`,
    updated: UPDATED,
  },

  /* ---------------------------------------------------------------------------------------------- */
  {
    slug: "bel-air",
    name: "Bel Air",
    inHeader: true,
    metaTitle: "Valet Parking in Bel Air | Hillside Estates & Canyon Roads",
    metaDescription:
      "Valet for Bel Air estate parties and weddings on narrow canyon roads, with shuttle staging off Sunset Boulevard, fire-lane care and discreet uniformed staff.",
    heading: "Valet Parking in Bel Air, California",
    heroIntro:
      "Bel Air's winding roads and hillside estates reward careful planning, and we map every turn between the gates on Sunset Boulevard and your front door.",
    artAlt:
      "Line illustration of the Bel Air gates on Sunset Boulevard: two pillars with lanterns and an iron arch over the road, with wooded hills behind",
    landmarks: [
      "The Bel Air gates on Sunset Boulevard",
      "Stone Canyon Road",
      "Bel-Air Country Club",
      "Stone Canyon Reservoir",
    ],
    intro: [
      "Bel Air rises from Sunset Boulevard through the ornate gates at Bellagio Road into a maze of canyon roads, many laid out in the 1920s for far fewer cars than arrive at a modern party. Stone Canyon Road climbs north toward Stone Canyon Reservoir, Bellagio Road curves past the fairways of the Bel-Air Country Club, and the lanes that branch off them have hairpin turns, steep grades and hedges that hide oncoming traffic.",
      "Hosts here usually want two things at once: a warm welcome at the door and no visible line of cars. We get there by keeping most vehicles off the hill. Guests hand their keys to attendants at a staging point below and ride up by shuttle, or runners bring cars up only as far as the driveway can hold them. Either way, the road stays open for neighbors, delivery drivers and fire engines.",
    ],
    specialServices: [
      "Hillside estate parking plans",
      "Shuttle service from off-site staging",
      "Narrow-road traffic control",
      "Estate wedding and reception valet",
    ],
    serviceCards: [
      {
        title: "Hillside Estate Events",
        body: "Parties and dinners at Bel Air homes, where the driveway is steep, the turnaround is small and every car needs a considered route.",
        bullets: [
          "Site visit to measure driveways, gates and turning space",
          "Attendants posted at blind curves near the property",
          "Cars parked only where the host and neighbors have agreed",
        ],
        icon: "key",
      },
      {
        title: "Weddings in the Canyons",
        body: "Estate weddings and receptions whose guest lists outgrow the driveway, handled with shuttles and a steady valet rhythm.",
        bullets: [
          "Shuttle loops timed to the ceremony schedule",
          "Staging lots secured below the hill",
          "Late-night departures paced on unlit canyon roads",
        ],
        icon: "rings",
      },
    ],
    venues: [
      "Hillside estates off Stone Canyon Road and Bellagio Road",
      "Private gardens and pool terraces",
      "Country club dining rooms and lawns",
      "Tented receptions on estate grounds",
      "Luxury hotel event spaces in Stone Canyon",
    ],
    logistics: [
      "Much of Bel Air lies in a Very High Fire Hazard Severity Zone, and many streets carry posted red-flag no-parking restrictions that take effect on high fire-danger days, when street parking is not allowed at all. We check the forecast in the days before the event, keep a backup off-site lot ready, and never park in a way that narrows the road for engines.",
      "The nearest practical staging is usually on the flats: a reserved lot near Sunset Boulevard, a commercial garage in Westwood, or a site the host arranges. Shuttle routes avoid the tightest lanes where possible, and drivers are told in advance which turns a full-size van cannot make. Sunset itself is slow at rush hour, so arrival windows are set with that in mind.",
    ],
    expertise: `Since ${site.californiaSince}, {company} has staffed events on some of the tightest roads in Los Angeles, and Bel Air is where that experience matters most. Attendants are background-checked, uniformed and trained for hillside driving: low speeds, no reversing on blind curves, and patience with oncoming traffic. Keys are held in steel-lock podiums, vehicle condition is recorded digitally at handover, and {liabilityCoverage} in liability coverage applies to every event.`,
    updated: UPDATED,
  },

  /* ---------------------------------------------------------------------------------------------- */
  {
    slug: "brentwood",
    name: "Brentwood",
    inHeader: true,
    metaTitle: "Valet Parking in Brentwood | Garden Parties & Home Events",
    metaDescription:
      "Valet for Brentwood garden parties, home dinners and school fundraisers, planned around Sunset Boulevard and 405 traffic, canyon streets and permit parking.",
    heading: "Valet Parking in Brentwood, California",
    heroIntro:
      "Brentwood's quiet streets and busy boulevards sit side by side; our valet plans keep the first calm and guests moving along the second.",
    artAlt:
      "Line illustration of the Getty Center's buildings and round entrance hall on their hilltop, with the tram climbing the slope",
    landmarks: ["Getty Center", "San Vicente Boulevard", "Brentwood Country Mart", "Mandeville Canyon"],
    intro: [
      "Brentwood stretches from the coral trees of San Vicente Boulevard up into the canyons above Sunset Boulevard. The Getty Center looks down from its hilltop beside the 405, and on weekends the shops and cafes around the Brentwood Country Mart fill with neighbors. Most events we staff here are in private homes: backyard weddings, garden parties, fundraisers and holiday dinners in houses set back on deep lots.",
      "The hard part is rarely the house; it is the street. The circles and wide parkways of Brentwood Park look generous until forty cars arrive, and the canyons to the north, such as Mandeville Canyon and Kenter Canyon, are long dead-end roads with a single way in and out. We decide where every car will go before the event, and on canyon streets we keep the road passable in both directions all evening.",
    ],
    specialServices: [
      "Backyard wedding and garden party valet",
      "Canyon street traffic control",
      "Residential permit parking guidance",
      "School and community fundraiser support",
    ],
    serviceCards: [
      {
        title: "Garden Parties & Backyard Weddings",
        body: "Outdoor celebrations at Brentwood homes, with the arrival lane, parking and return route planned around the garden rather than the other way round.",
        bullets: [
          "Drop-off set at the front gate or motor court",
          "Cars parked in arranged lots, not along neighbors' frontage",
          "Attendants trained for quiet evening departures",
        ],
        icon: "rings",
      },
      {
        title: "Community & School Fundraisers",
        body: "Benefit dinners, auctions and open houses where several hundred guests arrive within the same half hour on residential streets.",
        bullets: [
          "Extra runners scheduled for the arrival surge",
          "Cones and signage guiding guests to the drop-off",
          "Help with neighbor notices before the event",
        ],
        icon: "heart",
      },
    ],
    venues: [
      "Private homes in Brentwood Park",
      "Canyon estates in Mandeville and Kenter Canyons",
      "Garden venues and private clubs",
      "School campuses and community halls",
      "Restaurants near San Vicente Boulevard",
    ],
    logistics: [
      "Sunset Boulevard through Brentwood is one of the slowest stretches on the Westside in the evening, especially near the 405 interchange, and Getty Center visitors add to it on weekends. Crews arrive well ahead of the first guest, and we give hosts realistic arrival windows to print on the invitation. Many residential streets are in preferential parking districts, so we confirm what the posted signs allow before counting on any curb space.",
      "In the canyons, red-flag no-parking rules apply on many streets during fire weather, and there is no second exit if the road becomes blocked. When the home cannot hold the cars, we stage them at a lot on the flats, bring each one up only when it is requested, and keep hydrants, fire lanes and neighbors' driveways clear.",
    ],
    expertise: `{company} has been parking cars at Brentwood homes since we began serving Los Angeles in ${site.californiaSince}, from small family dinners to fundraisers for several hundred guests. Our background-checked, uniformed attendants know the canyon roads and the permit districts, keys stay locked in steel podiums, and every car's condition is logged digitally before it is parked. {liabilityCoverage} in liability coverage protects each event.`,
    updated: UPDATED,
  },

  /* ---------------------------------------------------------------------------------------------- */
  {
    slug: "pacific-palisades",
    name: "Pacific Palisades",
    inHeader: true,
    metaTitle: "Valet Parking in Pacific Palisades | Coastal Home Events",
    metaDescription:
      "Valet for Pacific Palisades homes, gardens and coastal events, planned around PCH and Sunset traffic, rebuilding work zones, bluff-top streets and fire rules.",
    heading: "Valet Parking in Pacific Palisades, California",
    heroIntro:
      "Between the Santa Monica Mountains and the Pacific Coast Highway, the Palisades calls for valet that knows both its bluff-top streets and its canyon roads.",
    artAlt:
      "Line illustration of the Pacific Palisades bluffs above the coast highway, with a lifeguard tower on the beach and the ocean's waves in front",
    landmarks: ["Getty Villa", "Will Rogers State Beach", "Self-Realization Fellowship Lake Shrine", "Temescal Canyon"],
    intro: [
      "Pacific Palisades sits on a shelf of land between the mountains and the ocean, with Sunset Boulevard winding through its middle and the Pacific Coast Highway running along the beach below. The Getty Villa overlooks the highway near the Malibu line, the gardens of the Lake Shrine lie just off Sunset near the coast, and Will Rogers State Beach draws crowds on every warm weekend. Events here often pair a coastal setting with a residential street that was never built for a crowd.",
      "Much of the community is rebuilding after the January 2025 fire, and that shapes every plan we make here. Construction crews, delivery trucks and temporary road closures are part of daily life, and some streets change from one month to the next. We check current conditions before each event, confirm the access route with the host, and choose staging sites that stay clear of active work zones.",
      "For homes on the bluffs, in the Riviera and in the canyons around Temescal Canyon, the routine is careful and consistent. Cars are kept off narrow streets, emergency access stays open, and guests arrive at an orderly drop-off instead of circling for a space on a block that may still be lined with fencing and equipment. Where a home has been rebuilt with a new driveway or gate, we walk the site again rather than rely on an older plan.",
    ],
    specialServices: [
      "Coastal home and garden events",
      "PCH and Sunset Boulevard traffic planning",
      "Access routing around construction zones",
      "Off-site staging with shuttle service",
    ],
    serviceCards: [
      {
        title: "Coastal Home Celebrations",
        body: "Weddings, anniversaries and dinners at Palisades homes with ocean views, where a small driveway meets a long guest list.",
        bullets: [
          "Staging lots chosen away from construction and closures",
          "Shuttle or runner loops on a fixed schedule",
          "Attendants briefed on current street conditions",
        ],
        icon: "heart",
      },
      {
        title: "Beach & Canyon Gatherings",
        body: "Gatherings near Will Rogers State Beach and in the canyons above it, where the highway and the hillside each set their own limits.",
        bullets: [
          "Arrival times set around weekend beach traffic on PCH",
          "No staging that requires left turns across the highway",
          "Red-flag day backup plans for canyon addresses",
        ],
        icon: "map",
      },
    ],
    venues: [
      "Private homes on the bluffs and in the Riviera",
      "Garden settings off Sunset Boulevard",
      "Beach clubs and oceanfront event spaces",
      "Canyon homes above Temescal Canyon",
      "Rebuilt homes hosting neighborhood gatherings",
    ],
    logistics: [
      "Only a handful of roads connect the Palisades with the rest of the city: Sunset Boulevard, the Pacific Coast Highway and a few canyon roads. When one of them is slowed by construction, a lane closure or beach traffic, the others fill quickly. We set crew call times with that in mind and share realistic arrival guidance with the host for the invitation.",
      "Along PCH, turning left across the highway is slow and risky, so staging lots and shuttle stops are chosen on the same side as the venue wherever possible. In the hills, many streets are posted for red-flag no-parking days, and we never park in a way that would block an engine or an evacuation route.",
    ],
    expertise: `{company} has worked in the Palisades since ${site.californiaSince}, and our crews understand that a party here now often takes place in a neighborhood still under construction. We send background-checked, uniformed attendants who respect work-zone rules and neighbors' privacy. Every key goes into a steel-lock podium, every car gets a recorded condition check, and the event carries {liabilityCoverage} of liability insurance.`,
    updated: UPDATED,
  },

  /* ---------------------------------------------------------------------------------------------- */
  {
    slug: "santa-monica",
    name: "Santa Monica",
    inHeader: true,
    metaTitle: "Valet Parking in Santa Monica | Beachfront Events & Hotels",
    metaDescription:
      "Valet for Santa Monica beachfront weddings, Ocean Avenue hotels and restaurants, planned around pier crowds, Promenade traffic and changing coastal weather.",
    heading: "Valet Parking in Santa Monica, California",
    heroIntro:
      "From beachfront weddings to busy hotel entrances on Ocean Avenue, we run valet that fits Santa Monica's crowds, its sea air and its city rules.",
    artAlt:
      "Line illustration of the Santa Monica Pier on its pilings, with the Ferris wheel and the roller coaster above the waves",
    landmarks: ["3rd Street Promenade", "Santa Monica Pier", "Ocean Avenue"],
    intro: [
      "Santa Monica is a beach town with a big-city calendar. The Santa Monica Pier draws visitors from morning until late evening, the 3rd Street Promenade fills with shoppers and street performers, and the hotels along Ocean Avenue host weddings, conferences and dinners nearly every night of the week. Guests arriving for an event share the streets with all of them, and the curb outside a hotel entrance is rarely quiet.",
      "Ocean Avenue runs along the top of Palisades Park, with the Pacific Coast Highway below the bluff and the California Incline linking the two. Beachfront venues south of the pier sit right on the sand, where the marine layer can roll in before sunset and the evening wind picks up quickly. We plan each event for the weather it may actually get, not for the forecast from a week before.",
    ],
    specialServices: [
      "Beachfront wedding coordination",
      "Ocean Avenue hotel partnerships",
      "Tourist area traffic management",
      "Coastal weather contingency planning",
    ],
    serviceCards: [
      {
        title: "Beachfront Weddings & Events",
        body: "Ceremonies and receptions by the sand, with valet planned around beach traffic, sunset timing and the sea breeze.",
        bullets: [
          "Drop-off set on the quieter side of the venue where possible",
          "Covered key podium and a plan for fog, wind or drizzle",
          "Departures paced around pier and beach crowds",
        ],
        icon: "rings",
      },
      {
        title: "Hotels & Restaurant Service",
        body: "Ongoing and event valet for hotels and restaurants near Ocean Avenue and the Promenade, where the entrance must stay clear all evening.",
        bullets: [
          "24/7 coverage available for hotel entrances",
          "Curb lane managed alongside rideshare and taxis",
          "Digital logs and vehicle condition checks on every car",
        ],
        icon: "hotel",
      },
    ],
    venues: [
      "Beachfront hotels and their ballrooms",
      "Oceanfront restaurants and rooftop bars",
      "Event spaces near the Santa Monica Pier",
      "The Annenberg Community Beach House on the Pacific Coast Highway",
      "Private homes north of Montana Avenue",
    ],
    logistics: [
      "Santa Monica manages its curbs actively. Many downtown blocks are metered or reserved for loading, residential streets near the beach fall under preferential parking permits, and valet operations that use the public street need approval from the city. We confirm the rules for each address and work with the venue on where the valet zone will sit.",
      "Summer weekends, pier concerts and holiday evenings bring heavy traffic on Ocean Avenue, Colorado Avenue and the Pacific Coast Highway. For larger events we reserve space in nearby garages or private lots as overflow, keep runner routes short, and time departures so guests are not waiting while crowds leave the pier.",
    ],
    expertise: `{company} has served Santa Monica hotels, restaurants and private hosts since ${site.californiaSince}. Our coastal crews are background-checked and uniformed, and they know how sand, salt air and evening fog change the work: covered podiums, dry keys and careful driving on damp ramps. Every key is held in a steel-lock podium, every car receives a digital condition check, and each booking is backed by {liabilityCoverage} of liability coverage.`,
    updated: UPDATED,
  },

  /* ---------------------------------------------------------------------------------------------- */
  {
    slug: "pasadena",
    name: "Pasadena",
    inHeader: true,
    metaTitle: "Valet Parking in Pasadena | Historic Venues & Rose Bowl",
    metaDescription:
      "Valet for Pasadena weddings at historic venues and gardens, Rose Bowl events and Convention Center gatherings, from Old Pasadena to Colorado Boulevard.",
    heading: "Valet Parking in Pasadena, California",
    heroIntro:
      "Pasadena's historic venues, gardens and Rose Bowl crowds each bring their own parking puzzle, and we solve them street by street.",
    artAlt:
      "Line illustration of Pasadena City Hall's domed tower rising above its arcade, with the San Gabriel Mountains behind",
    landmarks: ["Old Pasadena", "Rose Bowl", "Colorado Boulevard"],
    intro: [
      "Pasadena has a rare concentration of historic event settings: Craftsman homes, Beaux-Arts civic buildings and gardens framed by the San Gabriel Mountains. The restored brick blocks of Old Pasadena along Colorado Boulevard hold restaurants and private dining rooms, while the city's grand hotels and historic estates host weddings on most weekends of the year. Many of these places were designed long before anyone planned for a hundred cars at once.",
      "Then there is the Rose Bowl, set in the Arroyo Seco west of downtown. On game and concert days the surrounding roads close or slow, and the area around the stadium becomes a parking operation of its own. Every New Year, the Rose Parade takes over Colorado Boulevard as well. We check the city and stadium calendars before confirming any Pasadena booking and build the arrival plan around whatever else is happening that day.",
    ],
    specialServices: [
      "Historic venue coordination",
      "Rose Bowl event logistics",
      "Convention Center partnerships",
      "Garden party and outdoor event expertise",
    ],
    serviceCards: [
      {
        title: "Historic Venues & Gardens",
        body: "Weddings and receptions at historic estates, Craftsman homes and public gardens, where driveways are original and lawns are not for parking.",
        bullets: [
          "Care for historic driveways, gates and hardscape",
          "Drop-off placed for photographs and accessible paths",
          "Overflow parking arranged in nearby lots or garages",
        ],
        icon: "sparkle",
      },
      {
        title: "Rose Bowl & Convention Events",
        body: "Hospitality events, tailgate receptions and conferences around the Rose Bowl and the Pasadena Convention Center.",
        bullets: [
          "Arrival timing built around stadium road closures",
          "Coordination with venue parking and security staff",
          "High-volume departures handled in steady waves",
        ],
        icon: "calendar",
      },
    ],
    venues: [
      "Historic hotels and ballrooms",
      "Craftsman and Mediterranean-style estates",
      "Public gardens and arboretums",
      "Private dining rooms in Old Pasadena",
      "Pasadena Convention Center and Civic Auditorium",
      "Hospitality areas around the Rose Bowl",
    ],
    logistics: [
      "Old Pasadena's streets are metered and busy on weekend evenings, and its alleys and public garages are what keep the district moving. For restaurant and private dining events we use those garages for overflow and keep the valet lane on Colorado Boulevard or a side street short and well marked. Pasadena restricts overnight parking on residential streets, so late events at homes need a plan that does not leave cars at the curb.",
      "Around the Arroyo Seco, roads near the Rose Bowl close to through traffic on major event days, and the stadium's own lots take priority. When a client's event overlaps with a game or concert, we secure access credentials early, plan routes from the 210 and the 134 that avoid the closures, and tell guests which entrance to use.",
    ],
    expertise: `{company} has worked Pasadena events since ${site.californiaSince}, from garden weddings to conference receptions near the Convention Center. Attendants are background-checked and uniformed, trained to handle classic cars and long driveways with care, and never park on lawns or historic hardscape. Keys are secured in steel-lock podiums, each vehicle's condition is logged digitally, and our {liabilityCoverage} liability policy covers the event.`,
    updated: UPDATED,
  },

  /* ---------------------------------------------------------------------------------------------- */
  {
    slug: "san-marino",
    name: "San Marino",
    inHeader: true,
    metaTitle: "Valet Parking in San Marino | Garden Estates & Receptions",
    metaDescription:
      "Valet for San Marino estate receptions, garden weddings and community benefits near The Huntington and Lacy Park, mindful of quiet streets and parking rules.",
    heading: "Valet Parking in San Marino, California",
    heroIntro:
      "San Marino is quiet by design, and valet here should be too: unhurried, tidy and careful with wide lawns and historic homes.",
    artAlt:
      "Line illustration of the moon bridge in the Japanese Garden at The Huntington, its arch reflected in the pond, with pines and the Japanese House behind",
    landmarks: [
      "The Huntington Library, Art Museum, and Botanical Gardens",
      "Lacy Park",
      "Huntington Drive",
      "El Molino Viejo",
    ],
    intro: [
      "San Marino is a small, almost entirely residential city just south of Pasadena, known for broad lawns, mature oaks and period estates. The Huntington Library, Art Museum, and Botanical Gardens occupies the former Huntington estate near the heart of town, and Lacy Park, ringed by a walking path, is the city's green center. Huntington Drive, with its wide landscaped median, carries most of the through traffic.",
      "Events here tend to be private and refined: garden receptions on estate grounds, family milestones, holiday gatherings and fundraisers for local schools and cultural institutions. The homes are generous, but the city expects its streets to look calm even on a party night. Our job is to keep cars out of sight, keep the curb tidy and make departures feel unhurried for guests of every age.",
      "El Molino Viejo, the mission-era grist mill on Old Mill Road, and the estate streets around it show how long this corner of the San Gabriel Valley has been settled and how carefully it is kept. Driveways are often original, gravel courts are common, and some gates are decades old. We treat them as part of the setting, not just as a place to park.",
    ],
    specialServices: [
      "Estate garden reception valet",
      "Quiet-street parking management",
      "Cultural and school fundraiser support",
      "Family celebration and holiday event service",
    ],
    serviceCards: [
      {
        title: "Estate Receptions & Garden Weddings",
        body: "Receptions on private grounds where the lawn is part of the decor and cars must stay well away from it.",
        bullets: [
          "Gravel and historic driveways driven slowly and carefully",
          "Off-site parking arranged when the estate is full",
          "Front of the home kept clear for photographs",
        ],
        icon: "rings",
      },
      {
        title: "Benefits & Family Gatherings",
        body: "School fundraisers, cultural benefits and multigenerational celebrations where guests of every age need a gentle, patient arrival.",
        bullets: [
          "Extra attention for older guests and accessible drop-off",
          "Staffing at roughly one attendant per 25-30 guests",
          "Prompt, tidy street clearance after the event",
        ],
        icon: "gift",
      },
    ],
    venues: [
      "Private estates and formal gardens",
      "Historic homes near Lacy Park",
      "Church and community halls",
      "School campuses hosting benefits",
      "Cultural venues near The Huntington",
    ],
    logistics: [
      "San Marino restricts overnight street parking and keeps a close eye on parking in its residential areas, so late-evening events need somewhere other than the curb for guests' cars. We identify off-site space in advance, such as a church, school or commercial lot whose owner agrees, and move guests to and from the event by valet loop or shuttle.",
      "Huntington Drive and San Gabriel Boulevard move traffic efficiently, but the residential streets off them are quiet, tree-lined and dark after sunset. Runners carry lights after dark, cars are never parked on lawns or parkways, and the staging area is cleared as soon as the last guest has left.",
    ],
    expertise: `{company} has served the San Gabriel Valley since ${site.californiaSince}, and San Marino hosts value the restraint our crews bring. Attendants are background-checked and uniformed, speak quietly, drive slowly on estate grounds and leave no trace once the event ends. Keys stay in steel-lock podiums, car condition is recorded digitally at drop-off, and {liabilityCoverage} in liability coverage applies throughout.`,
    updated: UPDATED,
  },

  /* ---------------------------------------------------------------------------------------------- */
  {
    slug: "la-canada-flintridge",
    name: "La Cañada Flintridge",
    inHeader: true,
    metaTitle: "Valet Parking in La Cañada Flintridge | Foothill Events",
    metaDescription:
      "Valet for La Cañada Flintridge homes, garden weddings and club events in the foothills, planned for unlit streets, steep drives and fire-season parking rules.",
    heading: "Valet Parking in La Cañada Flintridge, California",
    heroIntro:
      "Tucked against the San Gabriel Mountains, La Cañada Flintridge has steep drives, dark streets and beautiful gardens, and our plans account for all three.",
    artAlt:
      "Line illustration of the San Gabriel Mountains' ridges above the La Cañada Flintridge foothills, with oak trees and a winding drive",
    landmarks: ["Descanso Gardens", "Angeles Crest Highway", "Foothill Boulevard", "Jet Propulsion Laboratory"],
    intro: [
      "La Cañada Flintridge sits at the foot of the San Gabriel Mountains, where the Angeles Crest Highway begins its climb into the national forest. The city keeps a semi-rural character: many streets have no sidewalks or streetlights, lots are large and wooded, and homes sit well back from the road. Foothill Boulevard is the commercial spine, and the Jet Propulsion Laboratory lies at the city's eastern edge near the Arroyo Seco.",
      "Descanso Gardens, with its camellia forest and rose garden, is a well-loved setting for weddings and receptions, and its events draw guests from across Los Angeles who may not know the area. In the residential hills, a host's driveway might be long, steep and unlit, with room for a handful of cars at most. We plan for guests who have never driven these roads after dark.",
    ],
    specialServices: [
      "Foothill estate and hillside home events",
      "Garden wedding valet",
      "Unlit-street safety planning",
      "Fire-season parking contingency plans",
    ],
    serviceCards: [
      {
        title: "Foothill Homes & Estates",
        body: "Private parties on large wooded lots, where the driveway is steep, the street is dark and neighbors are spread out.",
        bullets: [
          "Lights and reflective vests for runners after dark",
          "Off-site staging when the driveway holds only a few cars",
          "Careful handling on steep grades and gravel",
        ],
        icon: "key",
      },
      {
        title: "Garden Weddings & Club Events",
        body: "Weddings and receptions in gardens and club settings, with guests arriving from all over the region.",
        bullets: [
          "Clear signage from Foothill Boulevard to the drop-off",
          "Arrival timing set around traffic on the 210",
          "Venue parking rules confirmed with event staff in advance",
        ],
        icon: "rings",
      },
    ],
    venues: [
      "Botanical gardens and garden event lawns",
      "Country club clubhouses and terraces",
      "Private estates in the foothills",
      "School and church halls",
      "Homes on the Flintridge hillsides",
    ],
    logistics: [
      "The 210 and the 2 meet at the edge of town, and Foothill Boulevard carries most local traffic. Beyond those main roads the street network gets quiet and dark quickly. Many residential roads have no curbs, sidewalks or streetlights, so our runners carry flashlights and wear reflective vests, and we set cones at the driveway so guests can find it.",
      "Much of the city lies in designated high fire hazard areas, and during red-flag conditions some streets restrict parking to keep evacuation routes open. For events in fire season we prepare an off-site staging plan in advance, keep driveways and access roads fully clear, and review the weather with the host in the days before.",
    ],
    expertise: `{company} has taken foothill bookings since we arrived in Los Angeles in ${site.californiaSince}. Our La Cañada Flintridge crews are background-checked and uniformed, and we brief them on the particulars of each property: the steep apron, the gate code, the dark turn. Steel-lock podiums protect every key, condition checks go into a digital log, and {liabilityCoverage} in liability coverage backs each booking.`,
    updated: UPDATED,
  },

  /* ---------------------------------------------------------------------------------------------- */
  {
    slug: "glendale",
    name: "Glendale",
    inHeader: false,
    metaTitle: "Valet Parking in Glendale | Banquets, Weddings & Offices",
    metaDescription:
      "Valet for Glendale banquets, weddings, corporate events and Verdugo hillside homes, with plans for Brand Boulevard traffic, garages and the 134 and 2 freeways.",
    heading: "Valet Parking in Glendale, California",
    heroIntro:
      "Glendale mixes busy venues along Brand Boulevard with quiet hillside homes in the Verdugos, and we staff both with plans that match the street.",
    artAlt:
      "Line illustration of the Alex Theatre on Brand Boulevard, its neon tower spelling ALEX and topped with a starburst above the marquee, between two palms",
    landmarks: ["Brand Boulevard", "Alex Theatre", "Brand Library & Art Center", "The Americana at Brand"],
    intro: [
      "Glendale's center of gravity is Brand Boulevard, where the neon tower of the Alex Theatre, The Americana at Brand and a long row of restaurants and offices draw crowds from morning to late evening. Banquet halls and hotel ballrooms around downtown Glendale host large weddings, engagement parties and family celebrations, often with several hundred guests arriving within the same hour.",
      "At the north end of Brand Boulevard, the Brand Library & Art Center occupies a Moorish-style mansion at the foot of the Verdugo Mountains, and the neighborhoods above it climb into steep streets in Glenoaks Canyon and Chevy Chase Canyon. There, a single driveway may have to serve a whole evening's worth of guests, and the road back down is narrow and winding.",
    ],
    specialServices: [
      "Banquet hall and large wedding valet",
      "Corporate and office campus events",
      "Hillside home party service",
      "Garage and overflow parking coordination",
    ],
    serviceCards: [
      {
        title: "Banquets & Large Weddings",
        body: "Receptions of two hundred guests or more, where arrivals come in a wave and most departures happen near midnight.",
        bullets: [
          "Staffing scaled to about one attendant per 25-30 guests",
          "Separate drop-off and pick-up lanes when space allows",
          "Overflow garage arranged before the first car arrives",
        ],
        icon: "users",
      },
      {
        title: "Corporate & Office Events",
        body: "Product launches, client receptions and holiday parties at Glendale offices and hotels along the Brand Boulevard corridor.",
        bullets: [
          "Coordination with building management and garage operators",
          "Visitor access lists handled in advance",
          "Timed arrivals for executives and VIP guests",
        ],
        icon: "briefcase",
      },
    ],
    venues: [
      "Banquet halls and hotel ballrooms",
      "Restaurants and event spaces on Brand Boulevard",
      "Corporate offices and campuses",
      "Historic theaters and cultural centers",
      "Hillside homes in the Verdugo foothills",
    ],
    logistics: [
      "Downtown Glendale runs on public and private garages, and the curb on Brand Boulevard is busy with buses, deliveries and rideshare pickups. We agree on the valet zone with the venue and, where the curb is public, follow the city's rules for temporary use. Overflow vehicles go to a contracted garage, never to side streets in the adjacent neighborhoods.",
      "The 134, the 2 and the 5 all feed into Glendale, and evening congestion on the 134 can delay guests coming from the Westside or the Valley. In the hillside neighborhoods, narrow streets, sharp turns and red-flag parking restrictions on fire-weather days call for off-site staging and shuttles.",
    ],
    expertise: `{company} has staffed Glendale receptions and corporate events since ${site.californiaSince}, including large family celebrations with guest lists well into the hundreds. Attendants are background-checked and uniformed, keys are locked in steel podiums throughout, and each vehicle is inspected and recorded in a digital log. {liabilityCoverage} in liability coverage accompanies every event.`,
    updated: UPDATED,
  },

  /* ---------------------------------------------------------------------------------------------- */
  {
    slug: "west-hollywood",
    name: "West Hollywood",
    inHeader: false,
    metaTitle: "Valet Parking in West Hollywood | Sunset Strip & Dining",
    metaDescription:
      "Valet for West Hollywood restaurants, hotels, nightlife and private events on the Sunset Strip and Santa Monica Boulevard, within the city's valet rules.",
    heading: "Valet Parking in West Hollywood, California",
    heroIntro:
      "West Hollywood moves fast after dark, from the Sunset Strip to the Design District, and our teams keep the curb clear and the cars coming back on time.",
    artAlt:
      "Line illustration of the Sunset Strip, with billboards above low buildings, tall palm trees and houses on the hills behind",
    landmarks: ["Sunset Strip", "Pacific Design Center", "Santa Monica Boulevard", "West Hollywood Design District"],
    intro: [
      "West Hollywood covers less than two square miles, yet it holds some of the busiest dining and nightlife in Los Angeles. The Sunset Strip is lined with hotels, music venues and rooftop lounges. Santa Monica Boulevard is the heart of the city's LGBTQ+ community and its celebrations. The Design District around Melrose Avenue and Robertson Boulevard fills with showroom openings and gallery nights, anchored by the colored glass buildings of the Pacific Design Center.",
      "Density is the challenge. Hotel entrances on Sunset share the curb with rideshare pickups, restaurants on Melrose compete for the same few loading spaces, and residential streets a block away are reserved for permit holders. Good valet here is less about speed than about control of a very small space over a long evening. We hold the valet zone firmly, keep cars moving out of it and never let a queue spill into the traffic lane.",
    ],
    specialServices: [
      "Restaurant and nightlife valet",
      "Hotel entrance and rooftop event service",
      "Design District showroom openings",
      "City valet permit and curb zone compliance",
    ],
    serviceCards: [
      {
        title: "Restaurants & Nightlife",
        body: "Nightly and event valet for restaurants, lounges and music venues, where service runs late and the curb is shared with everyone else on the street.",
        bullets: [
          "Late-night staffing until the last guest leaves",
          "Curb managed alongside rideshare and taxi pickups",
          "Quick recall when many guests leave at once",
        ],
        icon: "glass",
      },
      {
        title: "Showrooms & Private Launches",
        body: "Openings, launches and private dinners in the Design District and along Santa Monica Boulevard, with guest lists that tend to arrive all at once.",
        bullets: [
          "Temporary valet zone arranged within city rules",
          "Off-street garage parking for high-volume arrivals",
          "Guest greeting aligned with the host's check-in list",
        ],
        icon: "sparkle",
      },
    ],
    venues: [
      "Hotels and rooftop lounges on the Sunset Strip",
      "Restaurants on Melrose Avenue and Robertson Boulevard",
      "Design District showrooms and galleries",
      "Music venues and private clubs",
      "Residences in the hills above Sunset",
    ],
    logistics: [
      "West Hollywood regulates valet operations closely. Operators need city approval, the valet zone and the off-street parking location must be identified, and guests' cars cannot simply be stored on residential streets. Much of the city is covered by permit parking districts that restrict non-residents, some around the clock. We confirm the approved parking location for every event and keep a record of where each car is kept.",
      "Traffic on Sunset and Santa Monica Boulevards peaks in the evening and again at closing time, and lanes on the Strip can close for events and filming. WeHo Pride and the Halloween Carnaval change the city's streets entirely, so bookings on those dates get their own route plan, often with staging outside the closure area.",
    ],
    expertise: `{company} has parked cars in West Hollywood since ${site.californiaSince}, working within the city's permits and its very limited curb space. The team on your event will be background-checked and uniformed, comfortable with late finishes and careful in tight garages. Keys live in steel-lock podiums, each car's condition goes into the digital log when it is handed over, and the event is insured for {liabilityCoverage} in liability.`,
    updated: UPDATED,
  },

  /* ---------------------------------------------------------------------------------------------- */
  {
    slug: "downtown-los-angeles",
    name: "Downtown Los Angeles",
    inHeader: false,
    metaTitle: "Valet Parking in Downtown LA | Corporate & Cultural Events",
    metaDescription:
      "Valet for downtown Los Angeles corporate galas, Convention Center events and arts venues, with high-rise garage logistics and Financial District know-how.",
    heading: "Valet Parking in Downtown Los Angeles, California",
    heroIntro:
      "Downtown Los Angeles events run on loading docks, garage ramps and tight timing, and we plan valet for the Financial District, the Arts District and everything between.",
    artAlt:
      "Line illustration of the downtown Los Angeles skyline, with the crowned US Bank Tower, the Wilshire Grand's spire and the curved steel of Walt Disney Concert Hall in front",
    landmarks: ["Arts District", "Financial District", "Walt Disney Concert Hall"],
    intro: [
      "Downtown Los Angeles is where the city does business and where it goes to hear the orchestra. The towers of the Financial District host board dinners, client receptions and holiday parties high above Bunker Hill, while Walt Disney Concert Hall and its neighbors on Grand Avenue draw gala audiences for premieres and benefit performances throughout the season. Both kinds of evening tend to start and end all at once, with a ballroom or a concert hall emptying onto the same few curbs.",
      "A few minutes east, the Arts District has turned former warehouses into galleries, restaurants and event spaces with loading bays instead of front doors. South of the core, the Los Angeles Convention Center and the entertainment district beside it can fill every nearby street during a major show. Each part of downtown needs its own approach, and we plan for the one your event is in.",
    ],
    specialServices: [
      "Corporate headquarters event support",
      "Convention Center coordination",
      "Arts and cultural venue partnerships",
      "High-rise building logistics",
    ],
    serviceCards: [
      {
        title: "Corporate Events & Galas",
        body: "Executive dinners, product launches and galas in downtown towers and ballrooms, where building security and garage access shape every arrival.",
        bullets: [
          "Guest lists coordinated with building security and lobby staff",
          "Garage ramps, clearances and loading docks checked in advance",
          "Staffing scaled for galas of several hundred guests",
        ],
        icon: "briefcase",
      },
      {
        title: "Cultural & Convention Events",
        body: "Performances, openings and convention receptions where guests arrive on a fixed schedule and leave together after the final bow.",
        bullets: [
          "Pre-show arrival waves planned around curtain times",
          "Coordination with venue and Convention Center staff",
          "Departure queues managed so the curb clears quickly",
        ],
        icon: "star",
      },
    ],
    venues: [
      "Hotel ballrooms and rooftop terraces",
      "Corporate headquarters and Financial District towers",
      "Concert halls, museums and theaters on Grand Avenue",
      "Warehouse event spaces in the Arts District",
      "Convention and exhibition halls",
      "Historic theaters on Broadway",
    ],
    logistics: [
      "Downtown streets form a grid of one-way corridors, bus lanes and construction zones, with frequent closures for marches, filming and events. The curb outside most towers is limited to loading or passenger zones, so valet usually works from a porte-cochère, the building's own garage entrance or a curb zone approved by the city. We check ramp clearances for tall vehicles, confirm garage hours and after-hours access, and settle in advance who in building management can open a gate at midnight.",
      "On nights when the Convention Center, an arena event and a concert on Grand Avenue overlap, the 110 and the 101 back up and surface streets slow to a crawl. We schedule extra runners, agree on exact arrival windows with the host and route guests to the least congested entrance of the venue.",
    ],
    expertise: `{company} has worked in downtown Los Angeles since ${site.californiaSince}, from Financial District boardrooms to Arts District warehouse parties. Our background-checked, uniformed teams are used to badge checks, freight elevators and garage ramps with tight clearances. Keys are kept in steel-lock podiums, every car is checked and logged digitally, and {liabilityCoverage} in liability coverage covers each event.`,
    updated: UPDATED,
  },

  /* ---------------------------------------------------------------------------------------------- */
  {
    slug: "malibu",
    name: "Malibu",
    inHeader: false,
    metaTitle: "Valet Parking in Malibu | Beach Weddings & PCH Estates",
    metaDescription:
      "Valet for Malibu beach weddings, oceanfront estates and canyon venues, planned around Pacific Coast Highway traffic, narrow shoulders and winding canyon roads.",
    heading: "Valet Parking in Malibu, California",
    heroIntro:
      "In Malibu, everything depends on the Pacific Coast Highway, so we plan valet that gets every guest on and off it safely.",
    artAlt:
      "Line illustration of the Malibu Pier's long deck on its pilings, with the coastal bluffs and mountains behind and waves in front",
    landmarks: ["Malibu Pier", "Point Dume", "Zuma Beach", "Pacific Coast Highway"],
    intro: [
      "Malibu stretches for about 21 miles along the Pacific Coast Highway, from the edge of Topanga toward Leo Carrillo and the Ventura County line. Oceanfront homes sit close to the highway, ranch and vineyard venues hide up in the canyons, and public landmarks such as the Malibu Pier, Zuma Beach and the bluffs of Point Dume draw visitors every weekend of the year.",
      "A wedding on the sand or a dinner on a Point Dume bluff is beautiful, but the approach is rarely simple. Many properties have short driveways that open straight onto PCH, and some sit on private roads or in gated beach communities with their own guards and rules. Our plans begin with one question: how each guest arrives and leaves without a risky turn across the highway.",
      "Canyon venues along Malibu Canyon Road, Kanan Dume Road and Latigo Canyon Road bring different challenges: long climbs, hairpin turns, patchy phone reception and very dark nights. We share route notes with guests before the event and time shuttles so nobody is hurrying down a canyon road at the end of the night. Where a venue parks cars on a gravel lot, attendants guide each one in with lights.",
    ],
    specialServices: [
      "Beach and oceanfront wedding valet",
      "PCH-safe arrival and departure planning",
      "Canyon venue shuttle service",
      "Gated beach community coordination",
    ],
    serviceCards: [
      {
        title: "Beach Weddings & Oceanfront Homes",
        body: "Celebrations on the sand and on bluff-top lawns, where the driveway meets the highway and parking has to be found elsewhere.",
        bullets: [
          "Off-site lots with shuttle loops along the coast",
          "Arrivals routed to avoid left turns across PCH",
          "Sand, wind and salt air planned into the setup",
        ],
        icon: "rings",
      },
      {
        title: "Canyon Ranches & Vineyards",
        body: "Events at ranch and vineyard venues in the Santa Monica Mountains, reached by long, winding canyon roads.",
        bullets: [
          "Route guidance shared with guests in advance",
          "Shuttles timed to avoid rushed late-night descents",
          "Attendants posted at gravel lots and unlit turnouts",
        ],
        icon: "map",
      },
    ],
    venues: [
      "Oceanfront estates and beach homes",
      "Bluff-top homes on Point Dume",
      "Canyon ranches and vineyard venues",
      "Beach clubs and restaurants along PCH",
      "Gated beach communities with private roads",
    ],
    logistics: [
      "The Pacific Coast Highway is the only through road along the coast, and it is busy at every hour. Weekend beach traffic, lane closures for roadwork and rebuilding along the eastern stretch of the coast, and the occasional full closure after a collision or a slide can add a great deal of time to any trip. Shoulder parking is limited and often restricted, so guests' cars cannot simply line the highway. We secure lots for staging, set shuttle stops that do not require anyone to cross PCH on foot, and build extra time into every schedule.",
      "Private roads and gated communities often set their own limits on vehicle numbers, contractors and hours, and many require guest lists in advance. Canyon properties sit in high fire hazard areas where a red-flag warning can change the plan at short notice. We confirm both ahead of time and keep a backup staging site on the coast side.",
    ],
    expertise: `{company} has served Malibu since ${site.californiaSince}, and our coastal team plans around PCH before it plans anything else. Attendants are background-checked, uniformed and used to shuttling between the beach and a lot a mile away. Steel-lock podiums hold the keys on the beach as well as in the canyons, each car's condition is kept in a digital record, and every event is protected by {liabilityCoverage} in liability coverage.`,
    updated: UPDATED,
  },

  /* ---------------------------------------------------------------------------------------------- */
  {
    slug: "century-city",
    name: "Century City",
    inHeader: false,
    metaTitle: "Valet Parking in Century City | Galas & Corporate Towers",
    metaDescription:
      "Valet for Century City galas, corporate receptions and hotel events on Avenue of the Stars, with tower garage access, security lists and Westside traffic plans.",
    heading: "Valet Parking in Century City, California",
    heroIntro:
      "Century City's towers, hotel ballrooms and gala dinners call for valet that works with building security and underground garages as smoothly as with guests.",
    artAlt:
      "Line illustration of the twin Century Plaza Towers above Avenue of the Stars, with palm trees at street level",
    landmarks: ["Avenue of the Stars", "Century Plaza", "Westfield Century City", "Fox Studio Lot"],
    intro: [
      "Century City was built on former studio backlot land, and its office towers still sit beside the Fox Studio Lot on Pico Boulevard. Avenue of the Stars runs through the middle, past law firms, talent agencies and financial offices, to the curved tower of Century Plaza and its hotel ballroom. Westfield Century City, the open-air shopping center on Santa Monica Boulevard, adds shoppers and diners every evening.",
      "The district keeps a steady calendar of charity galas and award dinners, which often seat hundreds of guests on a weeknight after work. Arrivals are compressed into the half hour after offices close, and departures happen almost at once when the program ends. Getting that right means working with building security, hotel staff and garage operators as one team, because a few minutes lost at the start are hard to recover.",
    ],
    specialServices: [
      "Charity gala and award dinner valet",
      "Office tower and garage coordination",
      "Security-list and VIP arrival management",
      "Corporate reception and client event service",
    ],
    serviceCards: [
      {
        title: "Galas & Award Dinners",
        body: "Ballroom evenings for several hundred guests, with a compressed arrival window and a single rush at the end of the program.",
        bullets: [
          "Pre-staged vehicles for honorees and VIP guests",
          "Departure queue run with the venue's porte-cochère team",
          "Non-profit pricing available for charity galas",
        ],
        icon: "glass",
      },
      {
        title: "Corporate Towers & Client Events",
        body: "Receptions, board dinners and client entertainment in Century City offices, where garages and lobbies run on security protocols.",
        bullets: [
          "Guest and vehicle lists shared with building security",
          "Garage clearance and after-hours access confirmed early",
          "Discreet handling of executive and client vehicles",
        ],
        icon: "briefcase",
      },
    ],
    venues: [
      "Hotel ballrooms and porte-cochères",
      "Office tower lobbies and upper-floor event spaces",
      "Studio lot soundstages and screening rooms",
      "Restaurants and terraces at the shopping center",
      "Private clubs and boardrooms",
    ],
    logistics: [
      "Most Century City buildings sit over large underground garages, and those garages, not the street, are where valet really operates. Each has its own height limits, gate systems and after-hours rules. We confirm them with building management, agree where valet will stage inside or at the entrance, and make sure someone with authority is on site when the event ends.",
      "Santa Monica, Olympic and Pico Boulevards carry heavy Westside traffic toward the 405, and Avenue of the Stars slows during the evening rush and gala arrivals. We plan arrival routes that avoid these pinch points, hold a short queue of recalled cars ahead of the program's end and keep the pick-up lane moving.",
    ],
    expertise: `{company} has handled Century City galas and corporate receptions since ${site.californiaSince}. Our attendants are background-checked and uniformed, familiar with tower garages and security desks, and practiced at moving a ballroom's worth of cars in a short window. Keys stay in steel-lock podiums from the first arrival to the last departure, a digital log records each car's condition, and every gala we staff is insured for {liabilityCoverage} in liability.`,
    updated: UPDATED,
  },
];

/** Old or alternative slugs that redirect permanently (301) to a city page. */
export const locationAliases: Record<string, string> = { "downtown-la": "downtown-los-angeles" };

/** Cities the owner retired (/staff/content/cities), each with the English path its visitors are sent to. */
export const retiredLocations: Record<string, string> = {};

/** The city with this exact slug. Aliases are not resolved here: they redirect (see `locationAliases`). */
export function getLocation(slug: string): Location | undefined {
  return locations.find((l) => l.slug === slug);
}
