/*
 * Small rules of written Spanish that templates would otherwise get wrong when they put a value into a sentence
 * (issue 42). Browser-safe: no `Intl`.
 */

/**
 * A clock time with its article, as Spanish says it after "a", "desde" or "hasta": "la 1:15 p. m." (the hour one
 * is singular), "las 4:00 p. m.". The time is as `clockText` writes it.
 */
export const withArticle = (time: string) => `${/^1:/.test(time) ? "la" : "las"} ${time}`;

/** "a la 1:15 p. m.", "a las 4:00 p. m." */
export const atTime = (time: string) => `a ${withArticle(time)}`;

/**
 * A sentence's full stop, once: a sentence that ends in an abbreviation ("p. m.", "a. m.") already has it, and
 * Spanish, like English, never writes two.
 */
export const fullStop = (sentence: string) => (sentence.endsWith(".") ? sentence : `${sentence}.`);

/**
 * A company figure as a Spanish sentence says it: "500+" is "más de 500" ("Hoy sumamos más de 500 eventos"); a
 * figure without the sign stays as it is. The sign alone is for a figure shown by itself, as in the stats.
 */
export const figureInProse = (figure: string) => {
  const count = /^(.*\d)\+$/.exec(figure.trim())?.[1];
  return count ? `más de ${count}` : figure;
};
