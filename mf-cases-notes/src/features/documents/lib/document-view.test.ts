import { IMAGE_NOT_FOUND, UNKNOWN_FILE_TYPE, documentView } from './document-view';

describe('document viewer rule (spec: known extension, else "Couldn\'t determine file type"; image without URL: "Image not found")', () => {
  it.each(['png', 'jpeg', 'jpg', 'tif', 'tiff', 'PNG', '.jpg'])(
    'shows a %s image from its URL',
    (extension) => {
      expect(documentView({ extension, fileURL: 'https://files/x' })).toMatchObject({
        kind: 'image',
        url: 'https://files/x',
      });
    },
  );

  it('shows a PDF, with or without a URL (its bytes can come from the document API)', () => {
    expect(documentView({ extension: 'pdf', fileURL: 'https://files/x.pdf' })).toEqual({
      kind: 'pdf',
      extension: 'pdf',
      url: 'https://files/x.pdf',
    });
    expect(documentView({ extension: 'PDF' })).toEqual({ kind: 'pdf', extension: 'pdf', url: undefined });
  });

  it.each(['docx', 'xlsx', 'gif', '', 'pdfx'])(
    "'%s' is not a known extension: Couldn't determine file type",
    (extension) => {
      expect(documentView({ extension, fileURL: 'https://files/x' })).toEqual({
        kind: 'error',
        message: UNKNOWN_FILE_TYPE,
      });
      expect(UNKNOWN_FILE_TYPE).toBe("Couldn't determine file type");
    },
  );

  it.each([undefined, ''])('an image without a URL (%p): Image not found', (fileURL) => {
    expect(documentView({ extension: 'png', fileURL })).toEqual({ kind: 'error', message: IMAGE_NOT_FOUND });
    expect(IMAGE_NOT_FOUND).toBe('Image not found');
  });
});
