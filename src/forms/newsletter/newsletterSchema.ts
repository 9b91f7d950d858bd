import * as z from "zod/mini";
import { email } from "@/forms/fieldRules";

/** Newsletter subscription (R5). */
export const newsletterSchema = z.object({ email });
