// The document viewer's rule (spec 000 §5, 001 §5): a document is shown only when its extension is
// known (pdf, png, jpeg, jpg, tif, tiff), else 'Couldn't determine file type'; an image without a URL
// gives 'Image not found'.
import type { ViewableDocument } from '@trucks/shared-contracts/federation/remote-modules';

const VIEWABLE_EXTENSIONS = ['pdf', 'png', 'jpeg', 'jpg', 'tif', 'tiff'] as const;
type ViewableExtension = (typeof VIEWABLE_EXTENSIONS)[number];

export const UNKNOWN_FILE_TYPE = "Couldn't determine file type";
export const IMAGE_NOT_FOUND = 'Image not found';

export type DocumentView =
  | { kind: 'pdf'; extension: 'pdf'; url: string | undefined }
  | { kind: 'image'; extension: Exclude<ViewableExtension, 'pdf'>; url: string }
  | { kind: 'error'; message: typeof UNKNOWN_FILE_TYPE | typeof IMAGE_NOT_FOUND };

/** Extensions arrive as 'PDF', '.pdf' or 'pdf'; the rule compares the bare lower-case name. */
function normalisedExtension(extension: string): string {
  return extension.trim().replace(/^\./, '').toLowerCase();
}

function isViewable(extension: string): extension is ViewableExtension {
  return (VIEWABLE_EXTENSIONS as readonly string[]).includes(extension);
}

export function documentView(document: Pick<ViewableDocument, 'extension' | 'fileURL'>): DocumentView {
  const extension = normalisedExtension(document.extension);
  if (!isViewable(extension)) return { kind: 'error', message: UNKNOWN_FILE_TYPE };
  // A PDF's bytes can come from the document API (GET api/v1/documents/{id}) when there is no URL.
  if (extension === 'pdf') return { kind: 'pdf', extension, url: document.fileURL || undefined };
  if (!document.fileURL) return { kind: 'error', message: IMAGE_NOT_FOUND };
  return { kind: 'image', extension, url: document.fileURL };
}
