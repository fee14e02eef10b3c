import * as z from "zod/mini";
import { email } from "./fields";

export const newsletterSchema = z.object({ email });
