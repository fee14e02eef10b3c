/*
 * The estimate as the forms show it: words the server wrote (app/lib/estimate.server.ts), which the form's island
 * only displays. Types only, so the island carries nothing of the pricing rules.
 */

/** What the live estimate under the guest count says. */
export interface EstimateView {
  /** "6 valet attendants". */
  headline: string;
  /** Why that many. */
  why: string;
  /** "About $1,485 – $1,823 for 6 attendants from 4:30 PM to 10:00 PM, before tax and gratuity.", or a prompt for
   * the date and time; null when the owner hides the public range. */
  price: string | null;
  /** The range alone, "$1,485 – $1,823", when the price is shown. */
  range: string | null;
  /** The city's permit fee line, when the venue is in a city with a permit rule. */
  fee: string | null;
}

/** The estimate's fixed words: what the price includes and that it is an estimate; null while the range is hidden. */
export interface EstimateFinePrint {
  includes: string;
  note: string;
}

/** What the estimate resource route answers (/estimate): a view, or the form's message for a bad value. */
export interface EstimateReply {
  view: EstimateView | null;
  message: string | null;
}

/** The thank-you's estimate: the view for what was sent, the fine print and anything the client should know. */
export interface EstimateThanks {
  view: EstimateView;
  finePrint: EstimateFinePrint | null;
  /** "Beverly Hills asks for a valet permit filed ahead…": inside a permit window or the booking lead time. */
  notices: string[];
}

/** What the form page gives the island to start from. */
export interface EstimateStart {
  /** The longest view there can be: the box keeps room for it, so fields below never move. */
  longest: EstimateView;
  finePrint: EstimateFinePrint | null;
  /** The view for the values of an answer with errors. */
  initial: EstimateView | null;
}
