import { checkRequiredFile, checkRequiredFiles, type FileInput } from './file-checks';
import { rule } from './shared';

export { FILE_MESSAGES, FILES_MESSAGES, type FileInput, type FileLike } from './file-checks';

/** One required file: an allowed type (ALLOWED_UPLOAD_MIME_TYPES) and strictly under 10 MB. */
export const file = rule<FileInput, File>(checkRequiredFile);

/** At least one file, each as `file` requires; the first file at fault names the message. */
export const files = rule<FileInput, File[]>(checkRequiredFiles);
