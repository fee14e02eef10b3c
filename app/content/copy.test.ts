import { beforeAll, describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { everythingSaid, type Said } from "../../tests/support/copy-corpus";
import { bookingLeadTime, eventSizes } from "./facts";

/*
 * The Spanish a Los Angeles copywriter would sign, and facts that agree on every page (issue 42). Every page in
 * both languages, the proposal and review pages, every e-mail sample and the Spanish calendar files are rendered
 * in-process (tests/support/copy-corpus.ts); each kind of mistake is a pattern that must be found nowhere in
 * Spanish, and each fact is read from every page and held to the one rule the content states.
 */

let said: Said[] = [];
beforeAll(async () => {
  said = await everythingSaid();
}, 180_000);

const spanish = () => said.filter((s) => s.lang === "es");
const english = () => said.filter((s) => s.lang === "en" && s.kind === "page");

/** Each match of `pattern` in the texts, with where it was said and a few words around it. */
function found(texts: Said[], pattern: RegExp): string[] {
  const flags = pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`;
  const out = new Set<string>();
  for (const { name, text } of texts)
    for (const m of text.matchAll(new RegExp(pattern.source, flags))) {
      const at = m.index ?? 0;
      out.add(`${name}: …${text.slice(Math.max(0, at - 30), at + m[0].length + 20).replace(/\s+/g, " ")}…`);
    }
  return [...out];
}

describe("what is rendered", () => {
  it("covers every page in both languages, the e-mails and the calendar files", () => {
    expect(spanish().filter((s) => s.kind === "page").length).toBeGreaterThan(45);
    expect(english().length).toBeGreaterThan(35);
    expect(spanish().filter((s) => s.kind === "email").length).toBeGreaterThan(15);
    expect(spanish().filter((s) => s.kind === "calendar").length).toBe(5);
  });

  it("finds what it looks for (the scans are not blind)", () => {
    expect(found(spanish(), /Centro de Los Ángeles/).length).toBeGreaterThan(0);
    expect(found(spanish(), /p\. m\./).length).toBeGreaterThan(0);
  });
});

describe("Spanish grammar from templates", () => {
  it("gives a city whose Spanish name takes an article its article: en el Centro, del Centro", () => {
    expect(found(spanish(), /\b(?:en|de|a|desde|hasta|para|por) (?:Centro|Valle) de\b/)).toEqual([]);
  });
});

describe("the calendar file and times in Spanish", () => {
  it("never capitalizes a common noun mid-sentence, nor calls the venue “el lugar de su solicitud”", () => {
    expect(found(spanish(), /\b(?:en|de|a|con|por) (?:El|La|Los|Las) (?:lugar|sitio|evento|fecha)\b/)).toEqual([]);
    expect(found(spanish(), /lugar de su solicitud/i)).toEqual([]);
  });

  it("never puts a full stop after the one that ends “a. m.” or “p. m.”", () => {
    expect(found(spanish(), /[ap]\.\s?m\.\s?\./)).toEqual([]);
  });

  it("never shows a time as Intl writes it (“3:04 p.m.”), only the site's “3:04 p. m.”", () => {
    expect(found(spanish(), /\d\s?[ap]\.m\./)).toEqual([]);
    expect(found(spanish(), /\d\s?(?:AM|PM|am|pm)\b/)).toEqual([]);
  });

  it("says “a la 1:15” and “las 4:00”, never “las 1:15”", () => {
    expect(found(spanish(), /\blas 1:\d\d/)).toEqual([]);
    expect(found(spanish(), /\bla (?:[2-9]|1[0-2]):\d\d/)).toEqual([]);
  });
});

describe("no English left in Spanish text", () => {
  it("names places, people and things in Spanish", () => {
    expect(found(spanish(), /\bDowntown\b|\b[Ww]edding planners?\b|\b[Ss]huttles?\b|\bplanners?\b/)).toEqual([]);
  });

  it("gives a landmark in Spanish first, never an English name glossed in Spanish", () => {
    expect(
      found(
        spanish(),
        /\((?:[Oo]bservatorio|[Mm]useo|[Mm]uelle|[Ll]etrero|[Ll]aboratorio|[Pp]aseo|el distrito|biblioteca)\b[^)]*\)/,
      ),
    ).toEqual([]);
  });
});

describe("no English left in Spanish text: the time zones", () => {
  it("says “hora del Centro” and “hora del Pacífico”, never CT or PT", () => {
    expect(found(spanish(), /\b(?:CT|PT)\b/)).toEqual([]);
  });
});

describe("formats in Spanish: the office hours", () => {
  it("writes days in full, never “Lun–Vie” or “Sáb–Dom”", () => {
    expect(found(spanish(), /\b(?:Lun|Mar|Mié|Jue|Vie|Sáb|Dom)\b\.?\s?[–-]/)).toEqual([]);
  });

  it("writes a word after a colon in lower case: “Sábado y domingo: cerrado”", () => {
    expect(found(spanish(), /: (?:Cerrado|Cerrada|Abierto|Abierta)\b/)).toEqual([]);
  });
});

describe("formats in Spanish", () => {
  it("says “más de 500 eventos” in a sentence, keeping “500+” for the figures shown alone", () => {
    expect(found(spanish(), /\d\+ [a-záéíóúñ]/)).toEqual([]);
  });

  it("groups thousands one way, with a comma, on every page and in every e-mail (English too)", () => {
    const counted =
      /\b\d{4,} (?:valets|invitados|autos|eventos|personas|caracteres|attendants|guests|cars|events|people|characters)\b/;
    expect(found(said, counted)).toEqual([]);
    expect(found(spanish(), /\b\d{1,3}[. ]\d{3}\b(?![.,]\d)/)).toEqual([]);
  });

  it("labels a date as a label, “Recibida: martes, …”, not “Recibida: el martes”", () => {
    expect(found(spanish(), /: el (?:lunes|martes|miércoles|jueves|viernes|sábado|domingo)\b/)).toEqual([]);
  });
});

describe("no calques in Spanish", () => {
  it.each([
    // The about page.
    ["Where Service Meets Luxury", /el servicio y el lujo se encuentran/],
    ["one night at a time", /una noche a la vez/],
    ["brings … experience to every arrival", /experiencia en hospitalidad a cada llegada/],
    ["keep … in sync", /en sintonía/],
    ["Let us welcome your guests", /Permítanos recibir/],
    ["the best valet is one guests barely think about", /aquel en el que los invitados/],
    // The proposal and review pages and e-mails.
    ["How did we do?", /¿Cómo lo hicimos\?/],
    ["the link works until", /enlace (?:funciona|funcionan)|enlaces para reseñas funcionan/],
    ["No payment is taken here", /Aquí no se cobra/],
    ["a rating and a few words take two minutes", /unas palabras toman/],
    ["5 stars is excellent", /estrellas es excelente/],
    ["Without this", /Sin esto,/],
    // The newsletter e-mail.
    ["Someone, hopefully you,", /Alguien, esperamos que usted,/],
    ["you will not hear from us again", /no volverá a saber de nosotros/],
    // The terms.
    ["the valet services themselves", /servicios de valet en sí/],
    ["to the fullest extent permitted by law", /En la máxima medida que permita/],
    ["consequential damages", /consecuente o punitivo/],
    ["we strive to keep the website accurate", /mantener el sitio web exacto/],
    ["without any obligation to you", /obligación hacia usted/],
    ["either party may decline", /puede declinar sin/],
    ["consistency", /prioridad es la consistencia/],
  ])("not “%s”", (_english, pattern) => {
    expect(found(spanish(), pattern)).toEqual([]);
  });
});

describe("fixed labels that fit anyone", () => {
  it("never labels a named person “su coordinador” or “el coordinador”", () => {
    // "Su coordinador, Marisol Vega", "Su coordinador: Marisol Vega", and the same as a row's label above her name.
    expect(found(spanish(), /\b(?:[Ss]u|del|el|[Aa]l) coordinador(?::|,)?\s*\p{Lu}/u)).toEqual([]);
    expect(found(spanish(), /Teléfono del coordinador|[Ss]u coordinador\s*\n/)).toEqual([]);
  });
});

describe("facts that agree on every page, in both languages", () => {
  const pages = () => said.filter((s) => s.kind === "page");
  const words: Record<string, number> = { two: 2, three: 3, four: 4, six: 6, eight: 8 };
  Object.assign(words, { dos: 2, tres: 3, cuatro: 4, seis: 6, ocho: 8 });
  const number = (text = "") => words[text.toLowerCase()] ?? Number(text.replace(/,/g, ""));
  const where = (page: Said, at = 0) => `${page.name}: …${page.text.slice(Math.max(0, at - 40), at + 60)}…`;

  it("advise one booking lead time, the rule of app/content/facts.ts, and say each part of it", () => {
    const span = ([from, to]: readonly number[], unit: string) => `${from}–${to} ${unit}`;
    const rule = [
      span(bookingLeadTime.weeks, "weeks"),
      span(bookingLeadTime.weddingMonths, "months"),
      span(bookingLeadTime.holidayWeeks, "weeks"),
    ];
    const n = "(\\d+|two|three|four|six|eight|dos|tres|cuatro|seis|ocho)";
    const said = new RegExp(
      `\\b${n}(?:–|-| to | a )${n} (weeks|months|semanas|meses)\\b|\\b(?:at least|al menos) ${n} (weeks|semanas)\\b`,
      "gi",
    );
    const unit = (u = "") => ({ semanas: "weeks", meses: "months" })[u.toLowerCase()] ?? u.toLowerCase();
    const seen = new Map<string, string>();
    for (const page of pages())
      for (const m of page.text.matchAll(said))
        seen.set(
          m[4] ? `at least ${number(m[4])} ${unit(m[5])}` : span([number(m[1]), number(m[2])], unit(m[3])),
          where(page, m.index),
        );
    expect([...seen].filter(([advice]) => !rule.includes(advice))).toEqual([]);
    expect([...seen.keys()].sort()).toEqual([...new Set(rule)].sort());
  });

  it("say the years of experience one way: the company's figure, “more than N years”, “más de N años”", () => {
    const found: string[] = [];
    const years =
      /\b(?:[Mm]ore than|[Oo]ver|[Mm]ás de) (\d+) (?:years|años)\b|\b(\d+)\+ (?:years|años)\b|\b(\d+) (?:years|años) (?:of|de) (?:hospitality )?(?:experience|experiencia)/g;
    for (const page of pages())
      for (const m of page.text.matchAll(years)) {
        const figure = m[1] ?? m[2] ?? m[3];
        // "Over 14 years", "14+ years" in a sentence: the same fact, said another way.
        if (figure !== String(site.yearsExperience) || !/^(?:[Mm]ore than|[Mm]ás de) /.test(m[0]))
          found.push(where(page, m.index));
      }
    expect(found).toEqual([]);
  });

  it("give one range of event sizes, from the smallest to the largest of app/content/facts.ts", () => {
    const { smallest, largest } = eventSizes;
    const found: string[] = [];
    const guests = "(?:guests|invitados)";
    const range = new RegExp(`(\\d[\\d,]*)(?:–| to | a | hasta )(?:más de )?(\\d[\\d,]*)\\+? ${guests}`, "g");
    const most = new RegExp(
      `(?<!\\d[\\d,]*(?:–| to | a | hasta )(?:más de )?)(?:(más de) )?(?<![\\d,])(\\d[\\d,]*)(\\+)? ${guests}`,
      "g",
    );
    const least = new RegExp(`\\b(?:from|desde) (\\d+) ${guests}|\\b(\\d+) guests and up`, "g");
    for (const page of pages()) {
      for (const m of page.text.matchAll(range))
        if (number(m[1]) < smallest || number(m[2]) > largest) found.push(where(page, m.index));
      for (const m of page.text.matchAll(most))
        if ((m[1] || m[3]) && number(m[2]) !== largest) found.push(where(page, m.index));
      for (const m of page.text.matchAll(least))
        if (number(m[1] ?? m[2]) !== smallest) found.push(where(page, m.index));
    }
    expect(found).toEqual([]);
  });
});
