import * as z from "zod/mini";
import { rules } from "./fields";

export const newsletterSchema = z.object({ email: rules("en").email });
