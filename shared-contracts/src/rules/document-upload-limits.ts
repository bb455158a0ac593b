/**
 * What a document upload may be (POST api/v2/documents): a PDF, PNG, JPEG or TIFF (the viewer's
 * extensions, spec 000 §5, 001 §5) of at most 20 MB, the trucks API's limit ('The file is larger than
 * 20 MB.'). Checked before a file is sent, so a person reads why at the picker instead of a server text,
 * and a phone does not spend minutes sending a file that will be refused.
 */
import { VIEWABLE_DOCUMENT_EXTENSIONS } from '../domain/document-file-type';
import type { ViewableDocumentExtension } from '../domain/document-file-type';

export const MAX_DOCUMENT_UPLOAD_BYTES = 20 * 1024 * 1024;

/** Said beside every document picker. */
export const DOCUMENT_UPLOAD_LIMIT_TEXT = 'PDF, PNG, JPEG or TIFF, up to 20 MB';

/** The picker's `accept`: the extensions and their media types (a phone's picker filters by type). */
export const DOCUMENT_UPLOAD_ACCEPT =
  'application/pdf,image/png,image/jpeg,image/tiff,.pdf,.png,.jpg,.jpeg,.tif,.tiff';

const EXTENSION_OF_MEDIA_TYPE: Record<string, ViewableDocumentExtension> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/tiff': 'tiff',
};

export interface PickedFile {
  name: string;
  size: number;
  type: string;
}

function extensionOfName(name: string): string {
  const match = /\.([a-z0-9]+)$/i.exec(name.trim());
  return match ? match[1]!.toLowerCase() : '';
}

const isUploadable = (extension: string): extension is ViewableDocumentExtension =>
  (VIEWABLE_DOCUMENT_EXTENSIONS as readonly string[]).includes(extension);

/** The extension the upload goes under: the name's, else (a name without one) its media type's. */
function uploadExtensionOf(file: PickedFile): string {
  return extensionOfName(file.name) || EXTENSION_OF_MEDIA_TYPE[file.type] || '';
}

/** '30.2 MB', '850 KB': a size as a person reads it. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Why this file cannot be uploaded, or undefined when it can. */
export function documentFileProblem(file: PickedFile): string | undefined {
  const shown = file.name.trim() || 'This file';
  if (!isUploadable(uploadExtensionOf(file)))
    return `${shown} is not a PDF, PNG, JPEG or TIFF file: choose one of those.`;
  if (file.size === 0) return `${shown} is empty: choose the file again.`;
  if (file.size > MAX_DOCUMENT_UPLOAD_BYTES)
    return `${shown} is ${formatFileSize(file.size)}: a document can be at most 20 MB.`;
  return undefined;
}

/**
 * The name the document is stored under: the file's own, with the extension of its media type added
 * when the name has none (a camera photo may come as 'image'), so the API can tell its type.
 */
export function documentUploadName(file: PickedFile): string {
  const name = file.name.trim();
  if (extensionOfName(name)) return name;
  const extension = EXTENSION_OF_MEDIA_TYPE[file.type];
  return extension ? `${name || 'Document'}.${extension}` : name;
}
