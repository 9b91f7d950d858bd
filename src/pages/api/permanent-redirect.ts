import { permanentRedirect } from "@/server/redirects/permanentRedirect";

export default permanentRedirect;
