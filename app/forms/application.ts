import * as z from "zod/mini";
import type { Lang } from "~/lib/lang";
import { type FieldSpec, type FieldWords, rules, sharedFieldWordsEs, translateFields } from "./fields";

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
/**
 * The largest résumé the server reads at all: one between this and RESUME_MAX_BYTES gets the size message with
 * the form as typed; a larger one is refused unread.
 */
export const RESUME_HARD_MAX_BYTES = 8 * 1024 * 1024;
export const resumeExtensions = [".pdf", ".doc", ".docx"] as const;

const hasResumeExtension = (file: File) => resumeExtensions.some((ext) => file.name.toLowerCase().endsWith(ext));

export const applicationMessages = {
  en: {
    fullName: "Full name is required",
    coverLetter: "A brief message is required",
    resume: "Resume is required",
    resumeEmpty: "The file is empty. Please choose your resume again",
    resumeSize: "The resume must be 5 MB or smaller",
    resumeType: "Please upload a PDF, DOC or DOCX file",
  },
  es: {
    fullName: "El nombre completo es obligatorio",
    coverLetter: "Escriba un mensaje breve",
    resume: "El currículum es obligatorio",
    resumeEmpty: "El archivo está vacío. Vuelva a elegir su currículum",
    resumeSize: "El currículum debe pesar 5 MB o menos",
    resumeType: "Suba un archivo PDF, DOC o DOCX",
  },
} satisfies Record<Lang, Record<string, string>>;

/**
 * The résumé as the browser can check it (name and size). The server also checks the content: see
 * `uploads.server.ts`.
 */
const resume = (lang: Lang) => {
  const m = applicationMessages[lang];
  return z.pipe(
    // An untouched file input submits a nameless empty file: that means no file was chosen.
    z.transform((v: unknown) => (v instanceof File && v.name === "" && v.size === 0 ? undefined : v)),
    z.instanceof(File, { error: m.resume }).check(
      z.refine((f) => f.size > 0, m.resumeEmpty),
      z.refine((f) => f.size <= RESUME_MAX_BYTES, m.resumeSize),
      z.refine(hasResumeExtension, m.resumeType),
    ),
  );
};

/** Careers application, with its messages in one language. */
export function applicationSchemaFor(lang: Lang) {
  const r = rules(lang);
  const m = applicationMessages[lang];
  return z.object({
    fullName: r.requiredText(m.fullName),
    phone: r.phone,
    email: r.email,
    resume: resume(lang),
    coverLetter: r.requiredText(m.coverLetter, 4000),
  });
}

export const applicationSchema = applicationSchemaFor("en");

export type ApplicationRequest = z.infer<typeof applicationSchema>;

export const applicationFields: FieldSpec<keyof ApplicationRequest>[] = [
  { name: "fullName", label: "Full name", type: "text", autoComplete: "name" },
  { name: "phone", label: "Phone number", type: "tel", autoComplete: "tel", half: true },
  { name: "email", label: "Email", type: "email", autoComplete: "email", half: true },
  {
    name: "resume",
    label: "Resume",
    type: "file",
    accept:
      ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    hint: "PDF, DOC or DOCX, up to 5 MB.",
  },
  {
    name: "coverLetter",
    label: "Brief message",
    type: "textarea",
    placeholder: "Tell us about your driving and guest-service experience and when you can work.",
  },
];

const applicationFieldWordsEs: Record<keyof ApplicationRequest, FieldWords> = {
  fullName: { label: "Nombre completo" },
  phone: sharedFieldWordsEs.phone,
  email: sharedFieldWordsEs.email,
  resume: { label: "Currículum", hint: "PDF, DOC o DOCX, hasta 5 MB." },
  coverLetter: {
    label: "Mensaje breve",
    placeholder: "Cuéntenos su experiencia al volante y en servicio al cliente, y cuándo puede trabajar.",
  },
};

export const applicationFieldsEs = translateFields(applicationFields, applicationFieldWordsEs);
