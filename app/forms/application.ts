import * as z from "zod/mini";
import { email, type FieldSpec, phone, requiredText } from "./fields";

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const resumeExtensions = [".pdf", ".doc", ".docx"] as const;

const hasResumeExtension = (file: File) => resumeExtensions.some((ext) => file.name.toLowerCase().endsWith(ext));

/**
 * The résumé as the browser can check it (name and size). The server also checks the content: see
 * `uploads.server.ts`.
 */
export const resume = z.pipe(
  // An untouched file input submits a nameless empty file: that means no file was chosen.
  z.transform((v: unknown) => (v instanceof File && v.name === "" && v.size === 0 ? undefined : v)),
  z.instanceof(File, { error: "Resume is required" }).check(
    z.refine((f) => f.size > 0, "The file is empty. Please choose your resume again"),
    z.refine((f) => f.size <= RESUME_MAX_BYTES, "The resume must be 5 MB or smaller"),
    z.refine(hasResumeExtension, "Please upload a PDF, DOC or DOCX file"),
  ),
);

/** Careers application. */
export const applicationSchema = z.object({
  fullName: requiredText("Full name is required"),
  phone,
  email,
  resume,
  coverLetter: requiredText("A brief message is required", 4000),
});

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
