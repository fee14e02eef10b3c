/**
 * Privacy Policy and Terms of Service. The privacy policy describes what the site really collects
 * (docs/product.md, "Forms and what they promise"): lead and application forms, newsletter sign-ups, the page, referrer
 * and campaign parameters of a request, and the IP address for rate limiting and spam defense.
 */

import { site } from "../config/site";
import { retention } from "../lib/retention";
import type { LegalPage } from "./types";

const EFFECTIVE = "2026-11-27";

const officeAddress = `{street}, {locality}, ${site.address.region} {postalCode}`;

export const legalPages: Record<"privacy" | "terms", LegalPage> = {
  privacy: {
    slug: "privacy",
    title: "Privacy Policy",
    metaDescription: `How {company} collects, uses and protects the information you send through our website, how long we keep it, and your California privacy rights.`,
    effective: EFFECTIVE,
    intro: `This Privacy Policy explains what personal information {legalName} ("{company}", "we", "us") collects through this website, why we collect it, who we share it with, how long we keep it and the choices and rights you have. We collect only what we need to answer your requests, and we do not sell or share your personal information.`,
    sections: [
      {
        heading: "Who we are",
        paragraphs: [
          `{legalName} provides valet parking services for events, restaurants, hotels and private homes in Los Angeles and Southern California. We are responsible for the personal information described in this policy. You can reach us at {email}, by phone at {phone}, or by mail at ${officeAddress}.`,
          "This policy covers this website and the e-mails we send in response to what you submit on it. It does not cover the separate service agreement you sign when you book an event with us, which describes how we handle vehicles and keys on the day.",
        ],
      },
      {
        heading: "Information you give us",
        paragraphs: [
          "You can use most of this website without telling us anything about yourself. We collect personal information when you choose to fill out one of our forms:",
        ],
        items: [
          "Booking and quote requests: your name, e-mail address and phone number, the type of event or service, the date, time and expected number of guests, the venue name and address, and any special requirements or message you write.",
          "Contact requests: your name, e-mail address, phone number, the type of event, the date and time, and your message.",
          "Job applications: your full name, phone number and e-mail address, the résumé you upload (PDF, DOC or DOCX, up to 5 MB) and the short message you write to us.",
          "Newsletter sign-ups: your e-mail address.",
        ],
      },
      {
        heading: "Information collected automatically",
        paragraphs: [
          "When you submit a form, we also record a few technical details with it: the page of our website the request came from, the referring page (the site that sent you to us, if your browser reports it), any campaign parameters in the link you followed (the UTM tags that tell us, for example, that you arrived from a particular newsletter), and the date and time.",
          "We process your IP address to limit how often forms can be submitted from one address and to detect and block spam. Our web server also keeps short-lived technical logs for security and troubleshooting.",
          "We do not use advertising trackers, tracking pixels, third-party analytics services or cookies that follow you across other websites. If the site sets a cookie at all, it is only one that is strictly necessary for a feature you are using.",
          "Your browser may also tell us how quickly our pages loaded for you (load and response times, measured by the browser itself). We keep these only as anonymous totals per page and day, without your IP address, browser details or any cookie, for 28 days, to keep the site fast. A browser that sends Global Privacy Control or Do Not Track sends nothing.",
        ],
      },
      {
        heading: "How we use your information",
        paragraphs: ["We use the information described above only to:"],
        items: [
          "Reply to your booking, quote or contact request, prepare a quote and plan the service you ask about.",
          "Send you a confirmation of your request with a reference number, and follow up about it by e-mail or phone.",
          "Review your job application, contact you about it and, if you are hired, begin onboarding.",
          "Send the newsletter you signed up for, and confirm or end your subscription.",
          "Understand which pages and campaigns bring in requests, using the page, referrer and campaign details stored with each request.",
          "Keep the website and our forms secure, prevent spam and abuse, and meet our legal obligations.",
        ],
      },
      {
        heading: "How we share your information",
        paragraphs: [
          "We do not sell your personal information, and we do not share it for cross-context behavioral advertising. We have not done so in the past 12 months.",
          "We use service providers that act only on our instructions and under contract: an e-mail provider that delivers the notifications, confirmations and newsletters we send, and the providers that host our website and its data. They may use your information only to provide their service to us.",
          "Within our company, requests are seen by the staff who handle bookings, and job applications by the staff who handle hiring. We may also disclose information when the law requires it, to protect the rights and safety of our guests, staff or the public, or to a successor if our business is sold or reorganized, in which case this policy continues to apply to your information.",
        ],
      },
      {
        heading: "How long we keep your information",
        paragraphs: [
          "We keep personal information only as long as we need it for the purposes above, and then delete it:",
        ],
        items: [
          `Booking, quote and contact requests, with what we send you about them (a proposal, a confirmation, a reminder) and any question you ask through a proposal's link: ${retention.requestMonths} months after our last contact with you, then deleted.`,
          `Job applications and résumés: ${retention.applicationMonths} months after we receive them, then deleted.`,
          `Newsletter addresses: until you unsubscribe. Every newsletter includes an unsubscribe link, and we stop sending as soon as you use it. A sign-up that is not confirmed with the link in our first e-mail is deleted after ${retention.unconfirmedDays} days.`,
          `Reviews you write after your event, through the link we e-mail you: a review you allowed us to publish is kept while it is shown on our website, with the name you chose, the event type and month, even after your booking request is deleted; you can ask us to remove it at any time. A review we do not publish, and the record that we asked you for one, are kept and deleted with your booking request (${retention.requestMonths} months after our last contact).`,
          `Submissions flagged as spam: ${retention.spamDays} days, then deleted.`,
          `Backups: what we delete, on schedule or at your request, stays in our backups until they expire ${retention.backupDays} days later; we never restore it from them except to recover from a failure, and then delete it again.`,
        ],
      },
      {
        heading: "Your California privacy rights",
        paragraphs: [
          "If you are a California resident, the California Consumer Privacy Act, as amended by the California Privacy Rights Act, gives you the following rights regarding your personal information:",
          "We honor these rights for all visitors, wherever they live. Because we do not sell or share personal information, we treat a Global Privacy Control signal from your browser as a confirmation of a choice that already applies.",
        ],
        items: [
          "Right to know: to ask what personal information we have collected about you, where it came from, why we collected it and with whom we disclosed it, and to receive a copy.",
          "Right to delete: to ask us to delete the personal information we collected from you, subject to exceptions the law allows.",
          "Right to correct: to ask us to correct inaccurate personal information about you.",
          "Right to opt out of sale or sharing: we do not sell or share personal information, so there is nothing to opt out of, but you may still tell us your preference.",
          "Right to limit the use of sensitive personal information: we use sensitive information, such as anything you choose to include in a résumé, only to handle the request you sent, which is a use the law permits. Please leave out details we do not need, such as your Social Security number, date of birth or health information.",
          "Right to non-discrimination: we will not deny you service, charge you a different price or treat you differently because you exercised any of these rights.",
        ],
      },
      {
        heading: "How to make a request",
        paragraphs: [
          `To exercise any of these rights, e-mail us at {email} or call {phone}. Please tell us which right you want to exercise and the e-mail address or phone number you used on our website.`,
          "To protect your information, we will verify your request by matching the details you give us with what we have on file, and we may ask for one more piece of information to do so. You may use an authorized agent to make a request on your behalf; we may ask the agent for proof that you authorized them. We will confirm receipt within 10 business days and respond within 45 days. If we need more time, we will tell you why, and we may extend the period by up to another 45 days as the law allows.",
        ],
      },
      {
        heading: "Children's privacy",
        paragraphs: [
          `Our website and services are intended for adults. We do not knowingly collect personal information from anyone under 16. If you believe a child under 16 has sent us personal information, please contact us at {email} and we will delete it.`,
        ],
      },
      {
        heading: "How we protect your information",
        paragraphs: [
          "We use reasonable administrative, technical and physical safeguards to protect personal information. Our website is served over an encrypted connection. Form submissions are stored in a private database that is not accessible from the public website, and uploaded résumés are stored privately under random file names and are never published. Access is limited to the staff who need it to do their jobs and is protected by a password.",
          "No method of transmission or storage is completely secure, so we cannot guarantee absolute security. If a breach affecting your personal information occurs, we will notify you as the law requires.",
        ],
      },
      {
        heading: "Changes to this policy",
        paragraphs: [
          "We may update this policy when our website or our practices change. When we do, we will post the new version on this page and update the effective date at the top. If a change materially affects how we use information we already hold, we will tell you before it takes effect where we have a way to contact you.",
        ],
      },
      {
        heading: "Contact us",
        paragraphs: [
          `If you have questions about this policy or how we handle your information, contact {legalName} at {email}, call {phone}, or write to us at ${officeAddress}.`,
        ],
      },
    ],
  },
  terms: {
    slug: "terms",
    title: "Terms of Service",
    metaDescription: `The terms for using the {company} website: booking and quote requests, service agreements, website content, intellectual property and governing law.`,
    effective: EFFECTIVE,
    intro: `These Terms of Service govern your use of the {company} website, operated by {legalName} ("{company}", "we", "us"). By using the website, you agree to these terms. If you do not agree, please do not use the website.`,
    sections: [
      {
        heading: "About these terms",
        paragraphs: [
          "These terms apply to the website and to the requests you send through it. The valet services themselves are provided under a separate written service agreement, described below. If these terms and a signed service agreement ever conflict, the service agreement controls for the service it covers.",
          "Our Privacy Policy explains how we handle the personal information you give us and is part of these terms.",
        ],
      },
      {
        heading: "Using the website",
        paragraphs: [
          "You may use the website to learn about our services, request a booking or quote, contact us, apply for a job and subscribe to our newsletter. When you do, you agree to:",
        ],
        items: [
          "Give accurate, current information and submit requests only for yourself or for an organization you are authorized to represent.",
          "Not submit spam, automated or bulk requests, false information or anything unlawful, harmful or offensive.",
          "Not upload files that contain malware or content you do not have the right to share.",
          "Not try to disrupt, overload, probe or gain unauthorized access to the website, its servers or its data.",
        ],
      },
      {
        heading: "Booking requests are not confirmed bookings",
        paragraphs: [
          `A booking request sent through the website is a request for service, not a confirmed reservation or a contract. Submitting it does not guarantee that we are available on your date or that we can serve your venue. We aim to reply to every request within ${site.replyHours.request} hours.`,
          "A booking becomes confirmed only when we confirm it in writing and both parties have signed the service agreement for the event. Until then, either party may decline without obligation.",
        ],
      },
      {
        heading: "Quotes",
        paragraphs: [
          "Quotes are based on the information you give us, such as the date and time, guest count, venue and parking arrangements, and any special requirements. If those details change, or if a site visit shows conditions we did not expect, we may revise the quote.",
          "A quote is an estimate, not an offer that becomes binding when you accept it. It is valid for the period stated on it, and its final terms are set out in the signed service agreement. Any permits, parking lot fees or other third-party costs are described in the quote or the service agreement.",
        ],
      },
      {
        heading: "Vehicle handling and the service agreement",
        paragraphs: [
          "Descriptions of our services on this website, including staffing guidance, key control, condition checks and insurance coverage, are general information. The terms that govern each event, including the handling of vehicles and keys, our responsibilities and yours, insurance, how damage or loss is reported and resolved, cancellations and payment, are set out in the service agreement signed for that event.",
          "Nothing on this website creates an obligation to provide service, or a promise about any specific event, that is not stated in a signed service agreement.",
        ],
      },
      {
        heading: "Job applications and newsletter",
        paragraphs: [
          `Submitting a job application does not create an offer of employment or an employment relationship. We aim to reply to applications within ${site.replyHours.application} hours, and we handle résumés as described in our Privacy Policy.`,
          "You can unsubscribe from our newsletter at any time using the link in every newsletter e-mail.",
        ],
      },
      {
        heading: "Website content and disclaimers",
        paragraphs: [
          "We work to keep the website accurate and current, but its content, including articles, planning tips, timelines and staffing guidance, is general information and not professional, legal or safety advice for your particular event. Always confirm venue rules, permits and other requirements for your event.",
          'The website is provided "as is" and "as available." To the fullest extent the law allows, we make no warranties about the website, express or implied, including warranties of merchantability, fitness for a particular purpose and non-infringement, and we do not promise that the website will always be available or free of errors.',
        ],
      },
      {
        heading: "Limitation of liability",
        paragraphs: [
          `To the fullest extent the law allows, {legalName} is not liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of data, profits or business, arising from your use of, or inability to use, the website or its content. This limitation applies to the website only. Our responsibility for valet services provided at an event is governed by the service agreement for that event.`,
          "Some jurisdictions do not allow certain limitations of liability, so some of these limits may not apply to you.",
        ],
      },
      {
        heading: "Intellectual property",
        paragraphs: [
          `The website and its content, including text, illustrations, graphics, logos and the {company} name, are owned by {legalName} or used with permission, and are protected by copyright and trademark law. You may view and print pages for your own personal, non-commercial use, such as planning an event. You may not copy, republish, modify or use our content or marks for any other purpose without our written permission.`,
          "If you send us feedback or suggestions, we may use them without any obligation to you.",
        ],
      },
      {
        heading: "Links to other websites",
        paragraphs: [
          "The website links to other websites, such as our social media profiles. We do not control those sites and are not responsible for their content, terms or privacy practices. Please review their terms and policies before using them.",
        ],
      },
      {
        heading: "Governing law and changes",
        paragraphs: [
          `These terms are governed by the laws of the State of ${site.address.regionName}, without regard to its conflict-of-law rules. Any dispute arising from these terms or your use of the website will be brought in the state or federal courts located in Los Angeles County, ${site.address.regionName}, and you and we consent to their jurisdiction.`,
          "We may update these terms from time to time. The updated terms take effect when they are posted on this page with a new effective date. If you continue to use the website after that, you accept the updated terms. If any part of these terms is found unenforceable, the rest remains in effect.",
        ],
      },
      {
        heading: "Contact us",
        paragraphs: [
          `Questions about these terms? Contact {legalName} at {email}, call {phone}, or write to us at ${officeAddress}.`,
        ],
      },
    ],
  },
};
