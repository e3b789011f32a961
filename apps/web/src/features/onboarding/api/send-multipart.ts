/** Moved to lib: the business images are sent the same way. */
export { sendMultipart } from "../../../lib/send-multipart";
